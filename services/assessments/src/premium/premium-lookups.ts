import { AppException, ErrorCode } from '@lifewheel/platform';
import { premiumCoachingTool, type CoachingTool } from '@lifewheel/content/premium';
import { DEFAULT_DOMAIN_IDS, type DefaultDomainId } from '@lifewheel/wheel';

// The 404s of the premium area: route values that name nothing. A person's own objects that belong
// to someone else are answered exactly like these (design.md section 10: 404, not 403).

export function domainOrNotFound(domain: string): DefaultDomainId {
  if (!(DEFAULT_DOMAIN_IDS as readonly string[]).includes(domain)) {
    throw new AppException(ErrorCode.NotFound, 'There is no life area at this address. Choose one of the 12 areas of the wheel.');
  }
  return domain as DefaultDomainId;
}

export function toolOrNotFound(toolId: string): CoachingTool {
  const tool = premiumCoachingTool(toolId);
  if (!tool) throw new AppException(ErrorCode.NotFound, 'We could not find this coaching tool. It may have been renamed; open it again from the tool library.');
  return tool;
}

export const noteNotFound = (): AppException => new AppException(ErrorCode.NotFound, 'We could not find this note. It may have been deleted.');
