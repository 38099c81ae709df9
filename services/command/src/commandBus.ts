import { bounds } from '@colophon/domain';
import {
  boundedText,
  clientId,
  type EventStore,
  formatPosition,
  lookupKindSchema,
  type Position,
} from '@colophon/events';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { z } from 'zod';

import { accountCommands } from './account/accountCommands.ts';
import type { Caller } from './account/callers.ts';
import { assertAllowed, commandPolicy } from './account/permissions.ts';
import { contactSupportInputSchema, publisherHomeCommands } from './account/publisherHomeCommands.ts';
import {
  changeAccountingMethodInputSchema,
  changeCurrencyInputSchema,
  createRegionInputSchema,
  deleteLookupValueInputSchema,
  deletePublisherInputSchema,
  deleteRegionInputSchema,
  minimumPayoutInputSchema,
  renameLookupValueInputSchema,
  salesRegionSettingInputSchema,
  settingsCommands,
  updateProfileInputSchema,
  updateRegionInputSchema,
} from './account/settingsCommands.ts';
import { deletePublisherUserInputSchema, teamCommands, updateUserRoleInputSchema } from './account/teamCommands.ts';
import {
  contactPublisherInputSchema,
  resetPublisherPasswordInputSchema,
  staffCommands,
} from './admin/staffCommands.ts';
import {
  catalogueCommands,
  changePublisherPlanInputSchema,
  createProductInputSchema,
  createProductWorkAndFormatInputSchema,
  updateProductInputSchema,
  updateProductWorkInputSchema,
} from './catalogue/catalogueCommands.ts';
import { createCreatorInputSchema, creatorCommands, updateCreatorInputSchema } from './contacts/creatorCommands.ts';
import { createCustomerInputSchema, customerCommands, updateCustomerInputSchema } from './contacts/customerCommands.ts';
import { createExpenseInputSchema, expenseCommands, updateExpenseInputSchema } from './expenses/expenseCommands.ts';
import {
  createOrderInputSchema,
  createOrderPaymentInputSchema,
  deleteOrderPaymentInputSchema,
  deleteOrderReturnInputSchema,
  orderCommands,
  recordOrderReturnInputSchema,
  updateOrderInputSchema,
  updateOrderPaymentInputSchema,
} from './orders/orderCommands.ts';
import {
  advanceCommands,
  createAdvanceInputSchema,
  deleteAdvanceInputSchema,
  payAdvanceInputSchema,
  setRoyaltyReserveInputSchema,
} from './royalties/advanceCommands.ts';
import {
  createRoyaltyInputSchema,
  createRoyaltyLineItemInputSchema,
  createRoyaltyPaymentInputSchema,
  deleteRoyaltyLineItemInputSchema,
  royaltyCommands,
  updateRoyaltyInputSchema,
  updateRoyaltyLineItemInputSchema,
  updateRoyaltyPaymentInputSchema,
} from './royalties/royaltyCommands.ts';
import {
  createRoyaltyStatementInputSchema,
  royaltyStatementCommands,
} from './royalties/statements/statementCommands.ts';
import { type CommandContext, systemClock } from './shared/context.ts';
import { DomainError, validationError, ValidationErrors } from './shared/errors.ts';

/** The commands GraphQL mutations send, with the schema their payload must satisfy. */
export const commandPayloadSchemas = {
  createCreator: createCreatorInputSchema,
  updateCreator: updateCreatorInputSchema,
  deleteCreator: z.object({ id: clientId() }),
  createCustomer: createCustomerInputSchema,
  updateCustomer: updateCustomerInputSchema,
  deleteCustomer: z.object({ id: clientId() }),
  createOrder: createOrderInputSchema,
  updateOrder: updateOrderInputSchema,
  deleteOrder: z.object({ id: clientId() }),
  createOrderPayment: createOrderPaymentInputSchema,
  updateOrderPayment: updateOrderPaymentInputSchema,
  deleteOrderPayment: deleteOrderPaymentInputSchema,
  recordOrderReturn: recordOrderReturnInputSchema,
  deleteOrderReturn: deleteOrderReturnInputSchema,
  createExpense: createExpenseInputSchema,
  updateExpense: updateExpenseInputSchema,
  deleteExpense: z.object({ id: clientId() }),
  createLookupValue: z.object({ kind: lookupKindSchema, value: boundedText(bounds.lookupValue) }),
  createProductWorkAndFormat: createProductWorkAndFormatInputSchema,
  createProduct: createProductInputSchema,
  updateProduct: updateProductInputSchema,
  updateProductWork: updateProductWorkInputSchema,
  deleteProduct: z.object({ id: clientId() }),
  deleteProductCreator: z.object({ id: clientId() }),
  changePublisherPlan: changePublisherPlanInputSchema,
  updateUserRole: updateUserRoleInputSchema,
  deletePublisherUser: deletePublisherUserInputSchema,
  renameLookupValue: renameLookupValueInputSchema,
  deleteLookupValue: deleteLookupValueInputSchema,
  changePublisherCurrency: changeCurrencyInputSchema,
  changePublisherAccountingMethod: changeAccountingMethodInputSchema,
  updatePublisherSalesRegionSetting: salesRegionSettingInputSchema,
  changePublisherMinimumPayout: minimumPayoutInputSchema,
  createRegion: createRegionInputSchema,
  updateRegion: updateRegionInputSchema,
  deleteRegion: deleteRegionInputSchema,
  deletePublisher: deletePublisherInputSchema,
  updateProfile: updateProfileInputSchema,
  markInboxRead: z.object({}),
  updateOnboardingStatus: z.object({}),
  contactSupport: contactSupportInputSchema,
  createRoyalty: createRoyaltyInputSchema,
  updateRoyalty: updateRoyaltyInputSchema,
  deleteRoyalty: z.object({ id: clientId() }),
  createRoyaltyLineItem: createRoyaltyLineItemInputSchema,
  updateRoyaltyLineItem: updateRoyaltyLineItemInputSchema,
  deleteRoyaltyLineItem: deleteRoyaltyLineItemInputSchema,
  createRoyaltyPayment: createRoyaltyPaymentInputSchema,
  updateRoyaltyPayment: updateRoyaltyPaymentInputSchema,
  deleteRoyaltyPayment: z.object({ id: clientId() }),
  createAdvance: createAdvanceInputSchema,
  payAdvance: payAdvanceInputSchema,
  deleteAdvance: deleteAdvanceInputSchema,
  setRoyaltyReserve: setRoyaltyReserveInputSchema,
  contactPublisher: contactPublisherInputSchema,
  resetPublisherPassword: resetPublisherPasswordInputSchema,
  createRoyaltyStatement: createRoyaltyStatementInputSchema,
};

export type CommandName = keyof typeof commandPayloadSchemas;
export type CommandPayload<Name extends CommandName> = z.input<(typeof commandPayloadSchemas)[Name]>;

type Handlers = ReturnType<typeof createCommandHandlers>;
/** Every result carries the position of its last event ("" when nothing changed), as text. */
export type CommandResult<Name extends CommandName> = Omit<Awaited<ReturnType<Handlers[Name]>>, 'position'> & {
  position: string | null;
};

export interface CommandBus {
  dispatch<Name extends CommandName>(
    name: Name,
    caller: Caller,
    payload: CommandPayload<Name>,
    correlationId: string,
  ): Promise<CommandResult<Name>>;
}

function createCommandHandlers(store: EventStore, db: Knex) {
  const creators = creatorCommands(store, db);
  const account = accountCommands(store, db);
  const customers = customerCommands(store, db);
  const orders = orderCommands(store, db);
  const expenses = expenseCommands(store);
  const catalogue = catalogueCommands(store, db);
  const team = teamCommands(store, db);
  const settings = settingsCommands(store, db);
  const home = publisherHomeCommands(store, db);
  const royalties = royaltyCommands(store, db);
  const advances = advanceCommands(store);
  const staff = staffCommands(store, db);
  const statements = royaltyStatementCommands(store, db);
  return {
    createCreator: creators.createCreator,
    updateCreator: creators.updateCreator,
    deleteCreator: creators.deleteCreator,
    createCustomer: customers.createCustomer,
    updateCustomer: customers.updateCustomer,
    deleteCustomer: customers.deleteCustomer,
    createOrder: orders.createOrder,
    updateOrder: orders.updateOrder,
    deleteOrder: orders.deleteOrder,
    createOrderPayment: orders.createOrderPayment,
    updateOrderPayment: orders.updateOrderPayment,
    deleteOrderPayment: orders.deleteOrderPayment,
    recordOrderReturn: orders.recordOrderReturn,
    deleteOrderReturn: orders.deleteOrderReturn,
    createExpense: expenses.createExpense,
    updateExpense: expenses.updateExpense,
    deleteExpense: expenses.deleteExpense,
    createLookupValue: account.addLookupValue,
    createProductWorkAndFormat: catalogue.createProductWorkAndFormat,
    createProduct: catalogue.createProduct,
    updateProduct: catalogue.updateProduct,
    updateProductWork: catalogue.updateProductWork,
    deleteProduct: catalogue.deleteProduct,
    deleteProductCreator: catalogue.removeProductCreator,
    changePublisherPlan: catalogue.changePublisherPlan,
    updateUserRole: team.updateUserRole,
    deletePublisherUser: team.deletePublisherUser,
    renameLookupValue: settings.renameLookupValue,
    deleteLookupValue: settings.deleteLookupValue,
    changePublisherCurrency: settings.changePublisherCurrency,
    changePublisherAccountingMethod: settings.changePublisherAccountingMethod,
    updatePublisherSalesRegionSetting: settings.updatePublisherSalesRegionSetting,
    changePublisherMinimumPayout: settings.changePublisherMinimumPayout,
    createRegion: settings.createRegion,
    updateRegion: settings.updateRegion,
    deleteRegion: settings.deleteRegion,
    deletePublisher: settings.deletePublisher,
    updateProfile: settings.updateProfile,
    markInboxRead: home.markInboxRead,
    updateOnboardingStatus: home.updateOnboardingStatus,
    contactSupport: home.contactSupport,
    createRoyalty: royalties.createRoyalty,
    updateRoyalty: royalties.updateRoyalty,
    deleteRoyalty: royalties.deleteRoyalty,
    createRoyaltyLineItem: royalties.createRoyaltyLineItem,
    updateRoyaltyLineItem: royalties.updateRoyaltyLineItem,
    deleteRoyaltyLineItem: royalties.deleteRoyaltyLineItem,
    createRoyaltyPayment: royalties.createRoyaltyPayment,
    updateRoyaltyPayment: royalties.updateRoyaltyPayment,
    deleteRoyaltyPayment: royalties.deleteRoyaltyPayment,
    createAdvance: advances.createAdvance,
    payAdvance: advances.payAdvance,
    deleteAdvance: advances.deleteAdvance,
    setRoyaltyReserve: advances.setRoyaltyReserve,
    contactPublisher: staff.contactPublisher,
    resetPublisherPassword: staff.resetPublisherPassword,
    createRoyaltyStatement: statements.createRoyaltyStatement,
  } satisfies {
    [Name in CommandName]: (
      context: CommandContext,
      payload: z.output<(typeof commandPayloadSchemas)[Name]>,
    ) => Promise<{ position: Position | null }>;
  };
}

/** Every refused field of an input, each with its message and the field it belongs to. */
/** Keys that only group a command's fields: the field a message belongs to is the one inside them. */
const inputGroups = new Set(['input', 'productInput', 'productWorkInput', 'changed', 'royaltyItem']);

function inputErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ValidationErrors | DomainError {
  const fieldOf = (path: readonly PropertyKey[]) =>
    path.find((part): part is string => typeof part === 'string' && !inputGroups.has(part)) ?? null;
  const errors = issues.map((issue) => validationError(issue.message, fieldOf(issue.path)));
  return errors.length === 1 ? errors[0]! : new ValidationErrors(errors);
}

/**
 * Runs commands in this process: validates the payload, decides, appends (the store announces the
 * new position), and logs one line per command with its correlation id.
 */
export function createInProcessCommandBus(deps: {
  store: EventStore;
  db: Knex;
  logger: Logger;
  clock?: typeof systemClock;
}): CommandBus {
  const handlers = createCommandHandlers(deps.store, deps.db);
  const clock = deps.clock ?? systemClock;
  return {
    async dispatch(name, caller, payload, correlationId) {
      const started = performance.now();
      const log = deps.logger.child({
        command: name,
        correlationId,
        publisherId: caller.publisherId,
        userId: caller.userId,
      });
      try {
        // The role check comes first: a refused caller learns nothing about the input's rules.
        assertAllowed(commandPolicy[name], caller);
        const parsed = commandPayloadSchemas[name].safeParse(payload);
        if (!parsed.success) throw inputErrors(parsed.error.issues);
        const context: CommandContext = { ...caller, correlationId, commandId: clock.newId(), ...clock };
        const handler = handlers[name] as (
          context: CommandContext,
          payload: unknown,
        ) => Promise<{ position: Position | null }>;
        const result = await handler(context, parsed.data);
        log.info({ durationMs: Math.round(performance.now() - started), outcome: 'ok' }, 'command');
        return { ...result, position: result.position ? formatPosition(result.position) : null } as CommandResult<
          typeof name
        >;
      } catch (error) {
        const known = error instanceof DomainError || error instanceof ValidationErrors;
        log[known ? 'info' : 'error'](
          {
            durationMs: Math.round(performance.now() - started),
            outcome: known ? 'refused' : 'failed',
            err: known ? undefined : error,
            reason: (error as Error).message,
          },
          'command',
        );
        throw error;
      }
    },
  };
}
