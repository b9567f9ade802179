import { Module, type DynamicModule } from '@nestjs/common';
import { FollowUpsController } from './follow-ups.controller.js';
import { FOLLOW_UPS_OPTIONS, type FollowUpsOptions } from './follow-ups.options.js';
import { FollowUpsService } from './follow-ups.service.js';
import { MailingListController } from './mailing-list.controller.js';
import { MailingListService } from './mailing-list.service.js';

/** The results page's "What's Next" forms and the mailing list they can sign a visitor up to. */
@Module({})
export class FollowUpsModule {
  static register(options: FollowUpsOptions): DynamicModule {
    return {
      module: FollowUpsModule,
      controllers: [FollowUpsController, MailingListController],
      providers: [{ provide: FOLLOW_UPS_OPTIONS, useValue: options }, FollowUpsService, MailingListService],
    };
  }
}
