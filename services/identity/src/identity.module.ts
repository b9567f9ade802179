import { Module, type DynamicModule } from '@nestjs/common';
import { SERVICE_CONFIG, SessionEndingsPublisher, UserChangesPublisher, type PlatformModuleOptions } from '@lifewheel/platform';
import { AdminUsersController } from './admin/admin-users.controller.js';
import { AdminUsersService } from './admin/admin-users.service.js';
import { AccountController } from './account/account.controller.js';
import { AccountService } from './account/account.service.js';
import { LoginController } from './auth/login.controller.js';
import { LoginService } from './auth/login.service.js';
import { IDENTITY_OPTIONS, type IdentityOptions } from './identity.options.js';
import { AccountLanguage } from './users/account-language.js';
import { PurchaseConfirmation } from './premium/purchase-confirmation.js';
import { PremiumEventsService } from './premium/premium-events.service.js';
import { SessionsController } from './sessions/sessions.controller.js';
import { SessionsService } from './sessions/sessions.service.js';
import { UsersService } from './users/users.service.js';

/** Passwordless login, sessions and the principal, users and their premium state, and deleting an account. */
@Module({})
export class IdentityModule {
  static register(options: IdentityOptions): DynamicModule {
    return {
      module: IdentityModule,
      controllers: [LoginController, SessionsController, AccountController, AdminUsersController],
      providers: [
        { provide: IDENTITY_OPTIONS, useValue: options },
        {
          provide: UserChangesPublisher,
          useFactory: (config: PlatformModuleOptions['config']) => new UserChangesPublisher(config.REDIS_URL, config.REDIS_PREFIX),
          inject: [SERVICE_CONFIG],
        },
        {
          provide: SessionEndingsPublisher,
          useFactory: (config: PlatformModuleOptions['config']) => new SessionEndingsPublisher(config.REDIS_URL, config.REDIS_PREFIX),
          inject: [SERVICE_CONFIG],
        },
        UsersService,
        AccountLanguage,
        SessionsService,
        LoginService,
        PremiumEventsService,
        PurchaseConfirmation,
        AccountService,
        AdminUsersService,
      ],
    };
  }
}
