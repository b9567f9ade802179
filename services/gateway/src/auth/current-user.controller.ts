import { Controller, Get } from '@nestjs/common';
import { AppException, ErrorCode } from '@lifewheel/platform';

/**
 * `GET /api/auth/user` (spec section 7). Until passwordless login exists there are no sessions,
 * so every caller is a visitor and the true answer is 401; the identity issue replaces this with
 * the session lookup.
 */
@Controller('api/auth')
export class CurrentUserController {
  @Get('user')
  user(): never {
    throw new AppException(ErrorCode.Unauthorized, 'You are not logged in.');
  }
}
