import { graphql } from '../../generated/index.ts';

export const StatementFiguresFragment = graphql(`
  fragment StatementFiguresFields on StatementFigures {
    units
    revenue
    expenses
    credit
    debit
    lifeUnits
    lifeRevenue
    lifeExpenses
    lifeCredit
    lifeDebit
    paid
    reserveHeld
    reserveReleased
    reserveReturns
    reserveBalance
    recouped
    recoupedLife
    balance
  }
`);

export const StatementLineFragment = graphql(`
  fragment StatementLineFields on RoyaltyStatementLine {
    royaltyId
    productId
    title
    isbn
    format
    region
    figures {
      ...StatementFiguresFields
    }
  }
`);

export const RoyaltyStatementFragment = graphql(`
  fragment RoyaltyStatementFields on RoyaltyStatement {
    id
    created
    creatorId
    sentDate
    startDate
    endDate
    pubNote
    emailedTo
    computedAt
    publisherName
    currencySymbol
    creatorName
    creatorAddress
    pdfPath
    lines {
      ...StatementLineFields
    }
    advances {
      advanceId
      name
      amount
      paid
      recouped
      recoupedLife
      unrecouped
    }
    payout {
      balance
      minimumPayout
      payable
      carriedForward
    }
    totals {
      ...StatementFiguresFields
    }
  }
`);

/** The statement form's creator: names and emails (the statement's addresses). */
export const StatementCreatorQuery = graphql(`
  query StatementCreator($id: ID!) {
    creator(id: $id) {
      id
      displayName
      paymentName
      emails {
        id
        value
        primary
      }
    }
  }
`);

export const RoyaltiesForStatementQuery = graphql(`
  query RoyaltiesForStatement($creatorId: ID!, $startDate: String!, $endDate: String!) {
    royaltysforstatement(creatorId: $creatorId, startDate: $startDate, endDate: $endDate) {
      royalties {
        ...StatementLineFields
      }
      user {
        id
        email
        firstName
      }
      publisherName
      currencySymbol
      creatorName
      creatorAddress
      computedAt
    }
  }
`);

export const RoyaltyStatementPreviewQuery = graphql(`
  query RoyaltyStatementPreview(
    $creatorId: ID!
    $startDate: String!
    $endDate: String!
    $royaltyIds: [ID!]!
    $sentDate: String
    $pubNote: String
  ) {
    royaltyStatementPreview(
      creatorId: $creatorId
      startDate: $startDate
      endDate: $endDate
      royaltyIds: $royaltyIds
      sentDate: $sentDate
      pubNote: $pubNote
    ) {
      subject
      text
    }
  }
`);

export const CreateRoyaltyStatementMutation = graphql(`
  mutation CreateRoyaltyStatement($input: CreateRoyaltyStatementInput!) {
    createRoyaltyStatement(input: $input) {
      statement {
        ...RoyaltyStatementFields
      }
      emailed
      errors {
        field
        message
        code
      }
      position
    }
  }
`);

export const CreatorStatementsQuery = graphql(`
  query CreatorStatements($creatorId: ID!, $page: Int) {
    royaltyStatements(creatorId: $creatorId, page: $page) {
      items {
        ...RoyaltyStatementFields
      }
      totalCount
    }
  }
`);

export const RoyaltyStatementAuditQuery = graphql(`
  query RoyaltyStatementAudit($id: ID!) {
    royaltyStatementAudit(id: $id) {
      eventsRead
      asSent {
        matches
        lines {
          royaltyId
          title
          differing
        }
        ledgerDiffering
      }
      asNow {
        matches
        position
        lines {
          royaltyId
          title
          differing
          recomputed {
            ...StatementFiguresFields
          }
        }
        changes {
          position
          type
          streamId
          occurredAt
          figures
          user {
            id
            email
            firstName
            lastName
          }
        }
      }
    }
  }
`);
