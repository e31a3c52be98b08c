// Built-in copies shown only when the server cannot be reached (spec §8). They carry id 0,
// which is never a real document, so registration cannot accept terms it has not fetched.
import type { LegalDocument } from '@hangtime/core/legal/schemas';

const termsContent = `1. Acceptance of These Terms
By creating a Hangtime account or using Hangtime, you agree to these Terms of Use. If you do not agree, please do not use Hangtime.

2. A Beta Service
Hangtime is in beta. Features may change, pause or disappear while we learn what works, and the service is provided "as is", without warranties of any kind.

3. Who Can Use Hangtime
You must be 18 years of age or older to create an account or use Hangtime.

4. Your Account
Keep your password to yourself and your contact details accurate. You are responsible for what happens under your account.

5. Being a Good Friend
Do not use Hangtime to harass, spam or impersonate anyone, to share anything unlawful, or to interfere with the service.

6. Your Content
What you add (events, availability, preferences) stays yours. You let us store it and show it to the people you choose, so Hangtime can plan with them.

7. Limitation of Liability
To the fullest extent the law allows, Hangtime is not liable for indirect, incidental or consequential damages arising from your use of the beta service.

8. Changes to These Terms
We may update these terms. We will let you know about important changes; using Hangtime afterwards means you accept them.

9. Governing Law
These terms are governed by the laws of the State of Delaware, United States, without regard to its conflict of laws rules.`;

const privacyContent = `1. What We Collect
Your name, email address, phone number, date of birth, optional gender, time zone, and what you add to Hangtime: events, availability, locations, activity preferences and friends.

2. How We Use It
To find times that work for you and your friends, suggest activities, send the invitations and reminders you ask for, keep your account secure and improve Hangtime.

3. Who Sees It
Friends see only what you share with them. Service providers that help us run Hangtime (hosting, email delivery, product analytics of signed-in page views) process data on our behalf. We do not sell your personal information.

4. Your Email Choices
You can stop invitation, promotional and notification emails at any time from the email opt-out page. Security emails, such as verification and password reset codes, are still sent.

5. Keeping and Deleting Data
We keep your data while your account is open. You can ask us to delete your account and its data at any time.

6. Security
Passwords are stored hashed, sessions can be ended by logging out, and access to your data is limited to what the service needs.

7. Age Requirement
Hangtime is for adults aged 18 or older. We do not knowingly collect information from anyone younger.

8. Changes to This Policy
If we change this policy in an important way, we will tell you before the change takes effect.`;

export const fallbackTerms: LegalDocument = {
  id: 0,
  version: '1.0',
  title: 'Hangtime Beta Terms of Use',
  content: termsContent,
  is_active: true,
  effective_date: '2025-09-26',
};

export const fallbackPrivacyPolicy: LegalDocument = {
  id: 0,
  version: '1.0',
  title: 'Hangtime Privacy Policy',
  content: privacyContent,
  is_active: true,
  effective_date: '2025-09-26',
};
