import { Module } from '@nestjs/common';
import { PremiumAssessmentsController } from './premium-assessments.controller.js';
import { PremiumAssessmentsService } from './premium-assessments.service.js';
import { PremiumContentController } from './premium-content.controller.js';
import { PremiumContentService } from './premium-content.service.js';
import { DeepDivesSection } from './deep-dives-section.js';
import { PlansSection } from './plans-section.js';
import { PREMIUM_SECTION_LOADERS, type PremiumSectionLoader } from './premium-section.js';
import { PremiumToolsController } from './premium-tools.controller.js';
import { ToolNotesService } from './tool-notes.service.js';
import { ToolProgressService } from './tool-progress.service.js';
import { ToolsSection } from './tools-section.js';

@Module({
  controllers: [PremiumAssessmentsController, PremiumContentController, PremiumToolsController],
  providers: [
    PremiumAssessmentsService,
    PremiumContentService,
    ToolProgressService,
    ToolNotesService,
    ToolsSection,
    PlansSection,
    DeepDivesSection,
    // A new section is one more loader here.
    { provide: PREMIUM_SECTION_LOADERS, useFactory: (...loaders: PremiumSectionLoader[]) => loaders, inject: [ToolsSection, PlansSection, DeepDivesSection] },
  ],
})
export class PremiumAssessmentsModule {}
