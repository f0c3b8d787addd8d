import { useLingui } from '@lingui/react/macro';
import type { Faq } from './faq-list.tsx';

/** The five questions and answers of /help. */
export function useHelpFaqs(): Faq[] {
  const { t } = useLingui();
  return [
    {
      question: t`How do I create an account?`,
      answer: t`Select the Sign Up button at the top of the page, then enter your name, a username, your email address and a password, and choose your country and city. We may send a verification email to confirm your address.`,
    },
    {
      question: t`How do I add a pet?`,
      answer: t`Go to your profile or dashboard and select Add Pet. Enter your pet's name, type, breed and age, add a photo, and select Save.`,
    },
    {
      question: t`How do I create a post?`,
      answer: t`Open the Feed page and select Create Post. Add a title and a description, optionally attach images and tag your pets, then select Post.`,
    },
    {
      question: t`How do I edit or delete my posts?`,
      answer: t`Open the three-dot menu on one of your posts and choose Edit or Delete.`,
    },
    {
      question: t`How do I follow other pet owners?`,
      answer: t`Visit their profile and select the Follow button. Their posts will appear in your feed, and you will get notifications about their activity.`,
    },
  ];
}
