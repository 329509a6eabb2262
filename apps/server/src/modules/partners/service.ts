/** Accepts partnership requests: stores each one for the operator and logs that one came. */
import type { PartnerRequest } from '@reelhouse/core/site-content/partner-request-schema';
import type { Logger } from '../../observability/logger';
import type { PartnerRequestRepository } from './repository';

export interface PartnerRequestService {
  submit(request: PartnerRequest): Promise<{ id: string }>;
}

export function createPartnerRequestService(deps: {
  repository: PartnerRequestRepository;
  logger: Logger;
  now: () => number;
  newId: () => string;
}): PartnerRequestService {
  return {
    async submit(request) {
      const id = deps.newId();
      await deps.repository.insert({ id, receivedAt: deps.now(), ...request, closedAt: null });
      // No e-mail address or message in the log: they are kept in the database only.
      deps.logger.info({ partnerRequestId: id }, 'partnership request received');
      return { id };
    },
  };
}
