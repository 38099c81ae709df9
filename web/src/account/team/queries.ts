import { graphql } from '../../generated/index.ts';

export const PublisherUsersQuery = graphql(`
  query PublisherUsers {
    publisherUsers {
      canManage
      maxTeamSize
      roles {
        id
        name
        label
      }
      users {
        id
        role
        status
        isMe
        firstName
        lastName
        photoUrl
        user {
          id
          email
        }
      }
      invitations {
        id
        email
        role
        authGroupName
        key
        lastSentAt
      }
    }
  }
`);

export const UpdateUserRoleMutation = graphql(`
  mutation UpdateUserRole($id: ID!, $role: Role!) {
    updateUserRole(id: $id, role: $role) {
      user {
        id
        role
      }
      errors {
        field
        message
        code
      }
      position
    }
  }
`);

export const DeletePublisherUserMutation = graphql(`
  mutation DeletePublisherUser($id: ID!) {
    deletePublisherUser(id: $id) {
      ok
      message
      errors {
        message
        code
      }
      position
    }
  }
`);

export const SentMailQuery = graphql(`
  query SentMail($page: Int!) {
    sentMail(page: $page) {
      totalCount
      items {
        id
        kind
        to
        subject
        text
        requestedAt
        status
        sentAt
      }
    }
  }
`);
