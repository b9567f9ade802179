import { Module, type DynamicModule } from '@nestjs/common';
import { IndexNowAlerts } from './indexnow-alerts.js';
import { IndexNowController } from './indexnow.controller.js';
import { INDEXNOW_OPTIONS, type IndexNowOptions } from './indexnow-options.js';
import { IndexNowSubmitter } from './indexnow-submitter.js';
import { SitePages } from './site-pages.js';

@Module({})
export class IndexNowModule {
  static register(options: IndexNowOptions, webDist: string): DynamicModule {
    return {
      module: IndexNowModule,
      controllers: [IndexNowController],
      providers: [
        { provide: INDEXNOW_OPTIONS, useValue: options },
        { provide: SitePages, useValue: new SitePages(webDist) },
        IndexNowAlerts,
        IndexNowSubmitter,
      ],
      exports: [IndexNowSubmitter],
    };
  }
}
