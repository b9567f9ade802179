import { Module } from '@nestjs/common';
import { AccountController } from './account.controller.js';
import { AccountDataService } from './account-data.service.js';

@Module({ controllers: [AccountController], providers: [AccountDataService], exports: [AccountDataService] })
export class AccountModule {}
