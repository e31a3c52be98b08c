-- Hangtime's beta terms of use and its privacy policy (numbered sections; each heading is the section's first line).
INSERT INTO "legal_documents" ("kind", "version", "title", "content", "is_active", "effective_date") VALUES (
'terms', '1.0-beta', 'Hangtime Beta Terms of Use',
$$1. Acceptance of These Terms
By creating an account or using Hangtime during its beta, you agree to these Terms of Use. If you do not agree, do not use Hangtime.

2. Who May Use Hangtime
You must be 18 years of age or older to create an account or use Hangtime. By registering you confirm that you are at least 18 and that the information you give us, including your date of birth, is true.

3. The Beta
Hangtime is in beta. Features may change, be interrupted or be removed, and the service may contain errors. We may limit registration, for example by requiring a promo code or an invitation from a member.

4. Your Account
You are responsible for keeping your password private and for everything done through your account. Tell us at once if you believe someone else has used it.

5. Your Content and Your Friends
You keep ownership of what you add to Hangtime: your calendar, availability, preferences and messages. You allow us to use it to run the service, for example to find times when you and your friends are free. Only invite people who would welcome an invitation from you.

6. Acceptable Use
Do not misuse Hangtime: no harassment, spam, impersonation, attempts to access other people's accounts or data, or interference with the service.

7. Suggestions and Third-Party Places
Hangtime may suggest places and activities using third-party data such as OpenStreetMap. Opening hours, travel times and other details are estimates; check them before you go. We are not responsible for third-party places or services.

8. Ending Your Use
You may stop using Hangtime at any time. We may suspend or close accounts that break these terms.

9. Disclaimers and Limitation of Liability
Hangtime is provided "as is" during the beta, without warranties of any kind. To the fullest extent the law allows, our liability to you is limited to the amount you paid us in the twelve months before a claim, which during the free beta is zero.

10. Governing Law
These terms are governed by the laws of the State of Delaware, United States, without regard to its conflict-of-laws rules.

11. Changes to These Terms
We may update these terms. When we do, we will publish a new version with its effective date, and ask you to accept it where the law requires.

12. Contact
Questions about these terms: support@hangtime.app.$$,
true, '2025-09-26');
--> statement-breakpoint
INSERT INTO "legal_documents" ("kind", "version", "title", "content", "is_active", "effective_date") VALUES (
'privacy', '1.0', 'Hangtime Privacy Policy',
$$1. What This Policy Covers
This policy explains what personal information Hangtime collects, how we use it, and the choices you have. It is effective September 26, 2025.

2. Information You Give Us
Your name, email address, phone number, date of birth, gender (optional), time zone, password (stored only as a secure hash), your calendar events, availability windows, working hours, saved locations, activity preferences and your friend connections.

3. Information Collected Automatically
Basic technical data such as your browser type and the pages you visit while signed in. If product analytics are enabled, page views of signed-in users and the creation of events are sent to our analytics provider.

4. How We Use Information
To run Hangtime: find times when you and your friends are free, suggest activities and places, send invitations, reminders and account emails, keep the service secure, and improve it.

5. What Your Friends See
Your friends see your name and email address. They never see your events, availability windows or locations; Hangtime only tells them when you are free together.

6. Sharing
We do not sell your personal information. We share it only with service providers that help us run Hangtime (such as email delivery), when the law requires it, or to protect people's safety.

7. Email Choices
You can opt out of invitation, notification and promotional emails at any time through the unsubscribe link in those emails or on our email opt-out page. We still send emails you ask for, such as verification and password reset codes.

8. Data Retention and Deletion
We keep your information while your account is open. You may ask us to delete your account and its data.

9. Security
We protect your information with measures such as hashed passwords and tokens and encrypted connections. No system is perfectly secure.

10. Children
Hangtime is for adults 18 and older. We do not knowingly collect information from anyone younger.

11. Changes to This Policy
We will publish any change to this policy with a new version and effective date.

12. Contact
Questions about privacy: privacy@hangtime.app.$$,
true, '2025-09-26');
