/** Stores partnership requests (/partners/submit), kept until the operator closes them. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, PartnerRequestTable } from '../../db/schema';

export interface StoredPartnerRequest {
  id: string;
  receivedAt: number;
  name: string;
  siteUrl: string;
  email: string;
  message: string;
  /** when the operator closed it; null while open */
  closedAt: number | null;
}

export interface PartnerRequestRepository {
  insert(request: StoredPartnerRequest): Promise<void>;
  /** Oldest first (the order to answer them in); closed ones too with `includeClosed`. */
  list(options: { includeClosed: boolean }): Promise<StoredPartnerRequest[]>;
  findById(id: string): Promise<StoredPartnerRequest | null>;
  /** Closes an open request; a closed one keeps its first closing time. */
  close(id: string, closedAt: number): Promise<void>;
  /** Deletes requests closed before `cutoff` (retention); how many went. */
  deleteClosedBefore(cutoff: number): Promise<number>;
}

export function createSqlPartnerRequestRepository(db: Kysely<Database>): PartnerRequestRepository {
  return {
    async insert(request) {
      await db
        .insertInto('partner_requests')
        .values({
          id: request.id,
          received_at: request.receivedAt,
          name: request.name,
          site_url: request.siteUrl,
          email: request.email,
          message: request.message,
          closed_at: request.closedAt,
        })
        .execute();
    },
    async list({ includeClosed }) {
      let query = db
        .selectFrom('partner_requests')
        .selectAll()
        .orderBy('received_at', 'asc')
        .orderBy('id', 'asc');
      if (!includeClosed) query = query.where('closed_at', 'is', null);
      return (await query.execute()).map(toRequest);
    },
    async findById(id) {
      const row = await db
        .selectFrom('partner_requests')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toRequest(row) : null;
    },
    async close(id, closedAt) {
      await db
        .updateTable('partner_requests')
        .set({ closed_at: closedAt })
        .where('id', '=', id)
        .where('closed_at', 'is', null)
        .execute();
    },
    async deleteClosedBefore(cutoff) {
      const result = await db
        .deleteFrom('partner_requests')
        .where('closed_at', 'is not', null)
        .where('closed_at', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

function toRequest(row: Selectable<PartnerRequestTable>): StoredPartnerRequest {
  return {
    id: row.id,
    receivedAt: row.received_at,
    name: row.name,
    siteUrl: row.site_url,
    email: row.email,
    message: row.message,
    closedAt: row.closed_at,
  };
}
