import { accountProjection, lookupsProjection } from './account/projections.ts';
import { catalogueProjection } from './catalogue/projections.ts';
import { contactItemsProjection, creatorsProjection } from './contacts/projections.ts';
import { customersProjection } from './contacts/customerProjection.ts';
import { expensesProjection } from './expenses/projections.ts';
import { inventoryMovementsProjection, ordersProjection } from './orders/projections.ts';
import type { Projection } from './runtime/projection.ts';

export * from './runtime/projection.ts';
export * from './runtime/rowWrites.ts';
export * from './runtime/checkpoints.ts';
export * from './runtime/projector.ts';
export * from './migrations/index.ts';

/** Every read model of the product. */
export const allProjections: readonly Projection[] = [
  accountProjection,
  lookupsProjection,
  contactItemsProjection,
  creatorsProjection,
  customersProjection,
  ordersProjection,
  inventoryMovementsProjection,
  expensesProjection,
  catalogueProjection,
];

export const projectionNames = allProjections.map((projection) => projection.name);
