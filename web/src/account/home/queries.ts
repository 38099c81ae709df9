import { graphql } from '../../generated/index.ts';

export const InboxQuery = graphql(`
  query Inbox {
    inbox {
      unreadCount
      inboxDate
      items {
        date
        title
        message
        unread
      }
    }
  }
`);

export const MarkInboxReadMutation = graphql(`
  mutation MarkInboxRead {
    markInboxRead {
      inbox {
        unreadCount
        inboxDate
        items {
          date
          title
          message
          unread
        }
      }
      errors {
        message
      }
      position
    }
  }
`);

export const OnboardingStatusQuery = graphql(`
  query PublisherOnboardingStatus {
    publisherOnboardingStatus {
      completed
      step
      hasCreator
      hasProduct
      hasCustomer
      hasOrder
    }
  }
`);

export const UpdateOnboardingStatusMutation = graphql(`
  mutation UpdateOnboardingStatus {
    updateOnboardingStatus {
      status {
        completed
        step
        hasCreator
        hasProduct
        hasCustomer
        hasOrder
      }
      errors {
        message
      }
      position
    }
  }
`);

export const ContactSupportMutation = graphql(`
  mutation ContactSupport($subject: String, $message: String!) {
    contactSupport(subject: $subject, message: $message) {
      ok
      errors {
        field
        message
      }
      position
    }
  }
`);
