import { z } from 'zod';

/** Carried by every event: who did it, for which publisher, and which request caused it. */
export const eventMetadataSchema = z.object({
  publisherId: z.string().nullable(),
  userId: z.string().nullable(),
  correlationId: z.string(),
  causationId: z.string().nullable(),
  occurredAt: z.string(),
  /** Platform staff acting as `userId` (an impersonated session); absent otherwise. */
  impersonatorId: z.string().optional(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;
