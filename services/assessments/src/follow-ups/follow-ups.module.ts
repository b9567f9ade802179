import { Module, type DynamicModule } from '@nestjs/common';
import { AdminFollowUpsController } from '../admin/admin-follow-ups.controller.js';
import { AdminFollowUpsService } from '../admin/admin-follow-ups.service.js';
import { AdminPeopleController } from '../admin/admin-people.controller.js';
import { FollowUpsController } from './follow-ups.controller.js';
import { FOLLOW_UPS_OPTIONS, type FollowUpsOptions } from './follow-ups.options.js';
import { FollowUpsService } from './follow-ups.service.js';
import { MailingListConfirmationService } from './mailing-list-confirmation.service.js';
import { MailingListController } from './mailing-list.controller.js';
import { MailingListService } from './mailing-list.service.js';

/** The results page's "What's Next" forms and the mailing list they can sign a visitor up to; the console's inbox of them. */
@Module({})
export class FollowUpsModule {
  static register(options: FollowUpsOptions): DynamicModule {
    return {
      module: FollowUpsModule,
      controllers: [FollowUpsController, MailingListController, AdminFollowUpsController, AdminPeopleController],
      providers: [
        { provide: FOLLOW_UPS_OPTIONS, useValue: options },
        FollowUpsService,
        MailingListService,
        MailingListConfirmationService,
        AdminFollowUpsService,
      ],
    };
  }
}
