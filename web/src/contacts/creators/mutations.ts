import { graphql } from '../../generated/index.ts';

export const CreateCreatorMutation = graphql(`
  mutation CreateCreator($input: CreateCreatorInput!) {
    createCreator(input: $input) {
      creator {
        ...CreatorFields
      }
      errors {
        ...FieldErrorFields
      }
      position
    }
  }
`);

export const UpdateCreatorMutation = graphql(`
  mutation UpdateCreator(
    $id: ID!
    $expectedRevision: Int
    $changed: CreatorChangesInput
    $contacts: ContactChangesInput
  ) {
    updateCreator(id: $id, expectedRevision: $expectedRevision, changed: $changed, contacts: $contacts) {
      creator {
        ...CreatorFields
        modified
        revision
        deleteBlockedReason
      }
      errors {
        ...FieldErrorFields
      }
      position
    }
  }
`);

export const DeleteCreatorMutation = graphql(`
  mutation DeleteCreator($id: ID!) {
    deleteCreator(id: $id) {
      ok
      message
      errors {
        ...FieldErrorFields
      }
      position
    }
  }
`);
