/**
 * The legal texts (spec §2, §5, §9): Terms of Use and Privacy Policy. `{brand}`, `{address}` and `{email}`
 * are filled from config when the page renders.
 */
import type { LongFormDocument } from './types';

/** The dates ("Last updated October 1, 2024", "Effective October 1, 2024") open each page's registry intro. */
export const legalPage = {
  eyebrow: 'Legal',
  tocTitle: 'Contents',
} as const;

export const termsOfUse = {
  preamble: [
    'These Terms of Use (the “Terms”) govern your access to and use of the {brand} website and the {brand} claims platform, including any related applications, reports and services (together, the “Services”). The Services are provided by {brand} (“{brand}”, “we”, “us” or “our”).',
    'By creating an account, or by accessing or using the Services, you agree to these Terms. If you use the Services on behalf of a company or other organisation, you agree to them on its behalf and confirm that you have the authority to do so. If you do not agree, do not use the Services.',
  ],
  sections: [
    {
      id: 'availability-and-errors',
      heading: '1. Availability and errors',
      blocks: [
        'We work to keep the Services available and accurate, but we do not guarantee that they will be uninterrupted, timely or free of errors. We may suspend the Services, in whole or in part, for maintenance, upgrades, security reasons or circumstances beyond our control, and we will try to give advance notice of planned interruptions.',
        'Information on the website, including product descriptions, features and availability, may contain typographical errors, inaccuracies or omissions. We may correct them, and change or update information, at any time without prior notice. Features described as planned or coming soon are statements of our current intentions, not commitments.',
        'Results produced by the Services, including extracted line items, comparisons, summaries and answers, are generated automatically from the documents you provide. They may be incomplete or inaccurate, particularly when source documents are illegible, incomplete or inconsistent. You are responsible for reviewing results against the cited sources before relying on them.',
      ],
    },
    {
      id: 'accounts',
      heading: '2. Accounts',
      blocks: [
        'Some Services require an account. To create one, you must be over 18 years of age and able to form a binding contract. You agree to provide information that is accurate, current and complete, and to keep it up to date.',
        'You may not choose a username that:',
        {
          list: [
            'is the name of another person or entity, or is not lawfully available for your use;',
            'is a name or trademark that is subject to the rights of another person or entity without appropriate authorisation; or',
            'is offensive, vulgar or obscene.',
          ],
        },
        'You are responsible for keeping your login credentials confidential and for all activity under your account. Tell us promptly at {email} if you believe your account has been used without your permission. We may refuse registration or reclaim a username at our discretion, for example to prevent confusion or to protect the rights of others.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: '3. Intellectual property',
      blocks: [
        'The Services, including their software, design, text, graphics, logos, models and the selection and arrangement of their content, are owned by {brand} or its licensors and are protected by copyright, trademark and other laws. Subject to these Terms, we grant you a limited, non-exclusive, non-transferable and revocable licence to use the Services for your internal business purposes.',
        'You keep all rights in the documents and data you upload (“Customer Content”). You grant us a licence to host, copy, process and display Customer Content only as needed to provide and secure the Services for you. We do not use Customer Content to train models made available to other customers without your permission.',
        'If you send us feedback or suggestions, you allow us to use them without restriction or compensation to you.',
      ],
    },
    {
      id: 'usage-restrictions',
      heading: '4. Usage restrictions',
      blocks: [
        'You agree to use the Services only for lawful purposes and in accordance with these Terms. In particular, you will not:',
        {
          list: [
            'upload documents you have no right to share, or personal information you are not authorised to process;',
            'copy, modify, distribute, sell or lease any part of the Services, or reverse engineer or attempt to extract their source code or models, except where the law expressly permits it;',
            'access the Services by automated means, such as scrapers or bots, except through an interface we provide for that purpose;',
            'interfere with or disrupt the Services, probe or test their vulnerability, or circumvent any security or access control;',
            'use the Services to build a competing product, or to benchmark them for publication without our written consent; or',
            'use the Services in a way that violates any law, including insurance licensing, privacy and consumer-protection laws.',
          ],
        },
      ],
    },
    {
      id: 'links',
      heading: '5. Links to other websites',
      blocks: [
        'The Services may contain links to websites and services operated by third parties, such as meeting schedulers, payment providers and conference organisers. We provide these links for convenience only. We do not control and are not responsible for their content, policies or practices, and a link does not mean that we endorse them. Your use of a third-party service is governed by its own terms.',
      ],
    },
    {
      id: 'termination',
      heading: '6. Termination',
      blocks: [
        'You may stop using the Services and close your account at any time. We may suspend or terminate your account, and your access to the Services, if you breach these Terms, if your use creates a risk or possible legal exposure for us or for others, if required by law, or if we discontinue the Services. Where reasonable, we will give you notice and an opportunity to export your Customer Content first.',
        'Sections of these Terms that by their nature should survive termination, including those on intellectual property, indemnification, limitation of liability, disclaimers and governing law, survive it.',
      ],
    },
    {
      id: 'indemnification',
      heading: '7. Indemnification',
      blocks: [
        'You agree to defend, indemnify and hold harmless {brand}, its affiliates, and their officers, directors, employees and agents from and against any claims, liabilities, damages, losses and expenses, including reasonable attorneys’ fees, arising out of or related to your use of the Services, your Customer Content, your violation of these Terms, or your violation of any law or the rights of a third party.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: '8. Limitation of liability',
      blocks: [
        'To the fullest extent permitted by law, {brand} will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising out of or related to the Services, even if we have been advised of the possibility of such damages.',
        'To the fullest extent permitted by law, our total liability for all claims arising out of or related to these Terms or the Services is limited to the greater of one hundred U.S. dollars ($100) or the amount you paid us for the Services in the twelve (12) months before the event giving rise to the claim.',
        'Some jurisdictions do not allow certain limitations of liability, so some of the limitations above may not apply to you.',
      ],
    },
    {
      id: 'disclaimer',
      heading: '9. Disclaimer',
      blocks: [
        'The Services are provided “as is” and “as available”, without warranties of any kind, whether express or implied, including warranties of merchantability, fitness for a particular purpose, title and non-infringement.',
        'The Services do not provide legal advice, and no attorney-client relationship is created by your use of them. The Services do not adjust claims and are not intended to be used for the unauthorized practice of public adjusting. Decisions about coverage, the value of a claim, and whether and how to pursue or settle a claim remain with you and with the licensed professionals you engage.',
      ],
    },
    {
      id: 'governing-law',
      heading: '10. Governing law and venue',
      blocks: [
        'These Terms are governed by the laws of the State of Florida, without regard to its conflict-of-law rules. Any dispute arising out of or related to these Terms or the Services will be brought exclusively in the state or federal courts located in Broward County, Florida, and you consent to the personal jurisdiction of those courts.',
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes to these terms',
      blocks: [
        'We may update these Terms from time to time. When we make a material change, we will notify account holders at least thirty (30) days before it takes effect, by e-mail or by a notice in the Services, and update the “Last updated” date above.',
        'The notice will let you choose to accept or not to accept the updated Terms. If you do not accept them, you may close your account before they take effect, and we will help you export your Customer Content. If you continue to use the Services after the effective date, you accept the updated Terms.',
      ],
    },
    {
      id: 'contact',
      heading: '12. Contact us',
      blocks: [
        'Questions and notices about these Terms should be sent by postal mail to {brand}, Attention: Legal, {address}.',
        'For everyday questions about your account, you can also write to {email}.',
      ],
    },
  ],
} as const satisfies LongFormDocument;

export const privacyPolicy = {
  preamble: [
    'This Privacy Policy explains how {brand} (“{brand}”, “we”, “us” or “our”) collects, uses, discloses and protects information about you when you visit our website or use the {brand} claims platform (together, the “Services”), and the choices and rights you have.',
    'Claim documents that our customers upload to the platform are processed on their behalf and according to their instructions. If your information appears in a claim file, the customer that uploaded it is responsible for that information, and we will help them respond to your requests.',
  ],
  sections: [
    {
      id: 'information-we-collect',
      heading: '1. Information we collect',
      blocks: [
        'We collect information in three ways:',
        {
          list: [
            'Information you give us: your name, e-mail address, phone number, company, role and billing details when you create an account, book a demo, contact us or apply for a job.',
            'Information you upload: documents and data you add to the platform, such as estimates, policies, photos, reports and correspondence, which may include personal information about insured persons and other parties to a claim.',
            'Information collected automatically: device and browser type, IP address, pages visited, referring pages, time spent and performance measurements, collected through logs and the technologies described in section 4.',
          ],
        },
        'Payment card details are collected and processed directly by our payment provider; we do not store full card numbers.',
      ],
    },
    {
      id: 'how-we-use-information',
      heading: '2. How we use information',
      blocks: [
        'We use information to:',
        {
          list: [
            'provide, operate and maintain the Services, including processing the documents you upload;',
            'create and manage accounts, authenticate users and process payments;',
            'respond to enquiries, provide support and send service messages;',
            'send product news and marketing you may opt out of at any time;',
            'measure and improve the performance, reliability and security of the Services; and',
            'comply with legal obligations and enforce our terms.',
          ],
        },
        'We do not use documents uploaded by a customer to train models made available to other customers without that customer’s permission.',
      ],
    },
    {
      id: 'how-we-disclose-information',
      heading: '3. How we disclose information',
      blocks: [
        'We do not sell personal information. We disclose it only:',
        {
          list: [
            'to service providers who host, secure, support or bill for the Services on our behalf, under contracts that limit their use of the information to that purpose;',
            'within your organisation, as directed by your account administrator;',
            'when required by law, subpoena or other legal process, or to protect the rights, property or safety of {brand}, our users or others; and',
            'in connection with a merger, acquisition or sale of assets, subject to this Policy’s protections.',
          ],
        },
      ],
    },
    {
      id: 'tracking-and-cookies',
      heading: '4. Tracking technologies and cookies',
      blocks: [
        'Our website uses a small number of cookies and similar technologies. Strictly necessary cookies keep you signed in and protect forms from abuse. Analytics measurements tell us which pages are visited and how quickly they load; they are aggregated and are not used to build advertising profiles.',
        'Third-party services embedded in our pages, such as our payment provider and meeting scheduler, may set their own cookies under their own policies. You can block or delete cookies in your browser settings; some parts of the Services may not work without strictly necessary cookies. We do not currently respond to “Do Not Track” signals, because there is no common standard for them.',
      ],
    },
    {
      id: 'security',
      heading: '5. How we protect information',
      blocks: [
        'We use administrative, technical and physical safeguards designed to protect information, including encryption in transit and at rest, access controls based on least privilege, separation of each claim’s data, access logging and regular security reviews.',
        'No system is completely secure. If we learn of a security incident that affects your personal information, we will notify you and the authorities as the law requires.',
      ],
    },
    {
      id: 'conduct-rules',
      heading: '6. Rules of conduct for information you share',
      blocks: [
        'Please upload only information you are authorised to share and that is needed for the claim you are working on. Do not upload documents that contain information unrelated to a claim, such as medical or financial records of people who are not parties to it, unless you have a lawful basis to do so.',
        'Do not use the Services to collect information about other users, to harass anyone, or to share information in violation of a confidentiality obligation. We may remove content and suspend accounts that break these rules.',
      ],
    },
    {
      id: 'opt-out',
      heading: '7. Your choices and opting out',
      blocks: [
        'You can opt out of marketing e-mails at any time with the unsubscribe link in each message or by writing to {email}. We will still send service messages about your account, such as security notices and changes to our terms.',
        'You can limit cookies through your browser settings, as described in section 4, and you can close your account at any time.',
      ],
    },
    {
      id: 'access-rights',
      heading: '8. Access to and correction of your information',
      blocks: [
        'You may ask us for a copy of the personal information we hold about you, and ask us to correct, update or delete it. Account holders can update most of their details directly in their account settings.',
        'To make a request, write to {email}. We will verify your identity before acting on a request and respond within the time the law allows. Where information was uploaded by one of our customers, we will pass your request to that customer and assist them in responding.',
      ],
    },
    {
      id: 'california-rights',
      heading: '9. Your California privacy rights',
      blocks: [
        'If you are a California resident, the California Consumer Privacy Act, as amended, gives you the right to know what personal information we collect, use and disclose; to request deletion and correction; to opt out of the sale or sharing of personal information; and not to be discriminated against for exercising these rights. You may make a request yourself or through an authorised agent by writing to {email}.',
        'We do not sell or share personal information, and we do not sell or share the personal information of consumers under 16 years of age. California’s “Shine the Light” law also allows residents to ask which information, if any, we disclosed to third parties for their direct marketing; we make no such disclosures.',
        'The Services are intended for professionals and are not directed to children under 13. We do not knowingly collect personal information from children under 13. If you believe a child has given us personal information, contact us and we will delete it.',
      ],
    },
    {
      id: 'accountability',
      heading: '10. Accountability and contact',
      blocks: [
        '{brand} is responsible for personal information under its control and has designated a privacy lead who is accountable for our compliance with this Policy. Questions, requests and complaints can be sent to {email} or by postal mail to {brand}, Attention: Privacy, {address}.',
        'We may update this Policy from time to time. When we make a material change, we will notify account holders at least thirty (30) days before it takes effect, with the choice to accept or not to accept the updated Policy, and we will update the effective date above.',
      ],
    },
  ],
} as const satisfies LongFormDocument;
