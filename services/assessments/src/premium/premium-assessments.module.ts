import { Module } from '@nestjs/common';
import { PremiumAssessmentsController } from './premium-assessments.controller.js';
import { PremiumAssessmentsService } from './premium-assessments.service.js';

@Module({ controllers: [PremiumAssessmentsController], providers: [PremiumAssessmentsService] })
export class PremiumAssessmentsModule {}
