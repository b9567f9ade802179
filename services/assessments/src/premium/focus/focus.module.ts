import { Module, type DynamicModule } from '@nestjs/common';
import { FocusRemindersController } from './focus-reminders.controller.js';
import { FocusRemindersService } from './focus-reminders.service.js';
import { FocusSuggestionsService } from './focus-suggestions.service.js';
import { FocusController } from './focus.controller.js';
import { FOCUS_OPTIONS, type FocusOptions } from './focus.options.js';
import { FocusService } from './focus.service.js';

/** The premium loop: suggestions for the biggest gaps, the 30-day focus, its reminders and re-rates. */
@Module({})
export class FocusModule {
  static register(options: FocusOptions): DynamicModule {
    return {
      module: FocusModule,
      controllers: [FocusController, FocusRemindersController],
      providers: [{ provide: FOCUS_OPTIONS, useValue: options }, FocusService, FocusRemindersService, FocusSuggestionsService],
      exports: [FocusRemindersService],
    };
  }
}
