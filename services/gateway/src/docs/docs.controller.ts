import { Controller, Get, Inject } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { SkipSession } from '../auth/session.guard.js';
import { buildOpenApiDocument } from './openapi-document.js';

@Controller('api/docs')
@SkipSession()
export class DocsController {
  private readonly document: ReturnType<typeof buildOpenApiDocument>;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.document = buildOpenApiDocument(config.SERVICE_VERSION);
  }

  @Get()
  openApi() {
    return this.document;
  }
}
