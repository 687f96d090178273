import { type LegalDocuments, type LegalText } from '../legal-document.ts'

// Translated from the Arabic reference text (ar.ts), section by section.

const userAgreement: LegalText = {
	title: 'Terms of use',
	updatedAt: '2026-11-22',
	sections: [
		{
			id: 'about',
			heading: 'Who we are and what these terms cover',
			paragraphs: [
				'Dijla is an online wholesale store for buyers in Iraq. It offers goods sourced from China, shipped by sea to Iraq and then delivered within the country. In these terms, “Dijla”, “we” and “the store” mean the business that runs the store and its app; “you” and “the buyer” mean anyone who browses the store, creates an account in it or orders from it.',
				'These terms govern your use of every page and service of the store: browsing and search, your account, orders, payment and delivery, chat with support, sourcing requests, campaigns and coupons. By using the store, creating an account or placing an order, you accept these terms and the privacy policy, which forms part of them. If you do not accept them, please do not use the store.',
				'These terms are available in Arabic, Kurdish, English and Chinese. If the versions differ, the Arabic text prevails.',
			],
		},
		{
			id: 'accounts',
			heading: 'Your account and signing in',
			paragraphs: [
				'You must be at least 18 years old and legally able to enter into contracts to create an account or place an order. If you use the store on behalf of a company or shop, you confirm that you are authorised to bind it to these terms.',
				'You can create your account and sign in with your phone number or e-mail address and a one-time code, with a password, with a Google account, or with an Apple account on iOS devices. Signing in with Google or Apple is also subject to that provider’s terms.',
				'You must give accurate details and keep them up to date, keep your password secret, and keep control of the phone and e-mail address that receive your codes. You are responsible for what happens in your account, so tell us straight away through chat with support if you suspect someone else has got into it. Your account is personal: it may not be sold or transferred, and each person may hold only one account.',
			],
		},
		{
			id: 'codes',
			heading: 'One-time codes',
			paragraphs: [
				'When you sign in with a code, we send you a six-digit code by WhatsApp, text message (SMS) or e-mail, as you choose. The code is valid for five minutes and can be used once only. It stops working after a limited number of wrong attempts or when you ask for a new one.',
				'Never give your code to anyone. Dijla staff will never ask you for it — not in the chat, not by phone, not in any other way. Anyone who asks for your code is trying to take over your account.',
				'To protect accounts, we limit how many codes can be requested for one account or from one network address within a short time, and you must wait a minute before asking for a code to be resent. Your mobile or internet provider may charge you for receiving messages, and we are not responsible for messages delayed by the network.',
			],
		},
		{
			id: 'orders',
			heading: 'Orders, prices and two-stage payment',
			paragraphs: [
				'Prices are shown in Iraqi dinars and may vary with the quantity or the options you choose; every product has a minimum order quantity. Product photos and descriptions come from suppliers and are translated, so the goods you receive may differ slightly in colour or packaging without any change to their essential specifications.',
				'An order you send is an offer to buy. It binds us only once we have confirmed it and received its first payment. We may decline or cancel an order if the supplier runs out of stock or if there is an obvious error in the price or description; in that case we refund everything you have paid.',
				'An order is paid for in two stages. The first stage is the price of the goods, which you pay when you place the order; we then buy the goods from the supplier in China. The second stage is the shipping and logistics costs, which can only be worked out once the goods are ready and their weight and volume are known. Depending on the order, they include sea freight, container warehouse storage (charged in US dollars per day and converted to dinars at the rate shown when you pay), a supplement for freight within China, insurance, the domestic warehouse fee and fees for value-added services.',
				'We show the second-stage costs item by item on the order page and tell you about them before asking you to pay; the goods are released only once they are paid. Shipping estimates shown before you order are approximate, not a final price. If you are late paying the second stage after we have notified you, the daily storage fee keeps running for every day the goods stay in the warehouse because of the delay.',
				'If the second-stage costs remain unpaid 90 days after we notified you, and despite at least two reminders, we may deal with the goods as the law allows in order to recover our costs, and we will refund you anything left over.',
			],
		},
		{
			id: 'payment',
			heading: 'Payment methods and bank transfer slips',
			paragraphs: [
				'You can pay by any method offered for your order: online by card, by bank transfer, in cash at one of our stores, or in cash on delivery. Not every method is available for every order, area or amount.',
				'Card payments go through a licensed payment gateway where you enter your card details directly, so we never see or store your full card number. A payment counts as successful only once the gateway confirms it to us; if it fails, you can try again from the payment result page.',
				'If you choose bank transfer, transfer the amount only to the account shown to you at the payment step, and check the bank name and account name before you transfer. Then upload a photo of the transfer slip (one to five files, in PNG, JPG, JPEG, GIF or PDF format). Our staff review the slip and match it against what has actually reached the account; the order counts as paid only once the review is approved. If a slip is rejected, we tell you why and you can upload a correct one. We will never ask you to transfer money to a personal account or to an account sent to you in the chat.',
				'Uploading a forged slip, or one that does not belong to the order, leads to the order being cancelled and the account suspended, and we may report it to the authorities.',
				'For cash payment at a store, we hold your order for a set period that we tell you about, and cancel it if it is not paid within that time. For cash on delivery, you pay the amount due to the courier when the goods are handed over and receive a receipt. We may withdraw this option from buyers who refuse deliveries without good reason.',
			],
		},
		{
			id: 'delivery',
			heading: 'Shipping and delivery',
			paragraphs: [
				'Goods are shipped by sea from China to our warehouse in Iraq. International transit times are estimates and may be longer for reasons beyond our control, such as customs procedures, port congestion and weather. You can follow each stage on the shipment tracking page.',
				'When the goods reach our domestic warehouse, we ask you to confirm your delivery address or to choose collection from a store. Delivery within Iraq takes 3 to 5 days from the moment you confirm the address; it may take longer in remote areas or in exceptional circumstances, and we will tell you about any delay.',
				'Make sure your name, phone number and address are correct. If delivery fails because of wrong details or because nobody is there to receive it, a new delivery charge may apply. Check the goods when you receive them, then confirm receipt on the order page. Responsibility for the goods passes to you when they are handed to you or to someone acting for you.',
			],
		},
		{
			id: 'cancellations',
			heading: 'Cancellations, returns and refunds',
			paragraphs: [
				'You can cancel an order from its page while it is awaiting payment, or after payment while it is still waiting to be purchased and we have not yet bought the goods from the supplier; you then get a full refund. Once the goods have been bought or shipped, an order usually cannot be cancelled, because they were bought for you specifically. If we agree to cancel as an exception, we deduct the costs we have actually incurred and show them to you.',
				'Wholesale goods cannot be returned simply because you changed your mind once they have shipped. If goods arrive damaged, faulty, incomplete or different from what you ordered, tell us through chat with support within 7 days of receiving them, with the order number and clear photos. Once we have checked, we will offer a replacement or a full or partial refund, as the case requires.',
				'We pay refunds within 14 days of approving them, by the method you paid with wherever possible: to your card through the payment gateway, by bank transfer to an account in your name, or in cash at a store. Nothing in these terms affects your rights under Iraqi consumer protection law.',
			],
		},
		{
			id: 'campaigns',
			heading: 'Group-price and free-gift campaigns',
			paragraphs: [
				'In a group-price campaign, you get the special price once 3 friends help you by signing up through the link you share. In a free-gift campaign, you qualify for the gift once the number of friends who have signed up through your link reaches the number shown on the campaign page before its timer runs out. If the timer ends first, the attempt is not completed, and you can start a new one while the campaign is still running.',
				'Only new users can help in campaigns, meaning people signing up to Dijla for the first time with a phone number or e-mail address that has never been used for any account with us, including deleted accounts. Each new user can help once per campaign, and you cannot help yourself.',
				'A reward, gift or special price is void if it was obtained by cheating — for example by creating several accounts, using fake or temporary numbers or automated tools, paying people to sign up, or otherwise manipulating the campaign. We may then cancel the reward and any order that used it, and suspend the accounts involved.',
				'Each campaign page states how long the campaign runs, what the gift includes and any costs that remain yours, such as shipping where it applies. Prizes are claimed from the “My prizes” page within the stated period and cannot be exchanged for cash. We may change or end a campaign for legitimate reasons without affecting anything you have already earned.',
			],
		},
		{
			id: 'coupons',
			heading: 'Coupons',
			paragraphs: [
				'Every new user receives a welcome coupon worth 1,000 Iraqi dinars, once only per person and per phone number or e-mail address. We may give other coupons on other occasions.',
				'Each coupon has an expiry date and may have a minimum spend, either an order amount or a number of pieces, as shown on the coupon. One coupon can be used per order unless stated otherwise; coupons cannot be exchanged for cash or moved to another account. If an order is cancelled, its coupon returns to your account if it is still valid. Coupons obtained by cheating are void.',
			],
		},
		{
			id: 'acceptable-use',
			heading: 'Acceptable use',
			paragraphs: [
				'You may not use the store for anything unlawful. In particular, you may not: request the sourcing of goods that are prohibited, counterfeit or banned from import into Iraq; impersonate anyone or use their details; send abusive, threatening or harassing messages to support staff; upload harmful files or images you have no right to share; try to break into, disrupt or get around the limits of the store; or harvest data from it automatically or copy its content on a large scale.',
				'After checking, we may remove content that breaks these rules, refuse orders connected to it, and suspend the account temporarily or permanently, telling you why unless the law prevents us from doing so.',
			],
		},
		{
			id: 'content',
			heading: 'Content and intellectual property',
			paragraphs: [
				'The Dijla name and logo and the store’s design and text belong to us or are licensed to us, and may not be used without our permission. Product photos and descriptions belong to the suppliers who own them.',
				'Messages, photos, sourcing requests and slips you send us remain yours. You allow us to use them as far as is needed to serve you — to answer your question, look for the product you asked for or review your payment, for example — in line with the privacy policy.',
			],
		},
		{
			id: 'liability',
			heading: 'Limits of liability',
			paragraphs: [
				'We take reasonable care to keep the store running and its information correct, but we cannot promise it will be free of errors or interruptions. We are not responsible for delays or failures caused by circumstances beyond our control, such as natural disasters, war, unrest, the closure of ports or borders, decisions of the authorities and general communications outages.',
				'As far as the law allows, we are not liable for indirect losses such as lost profits or lost business opportunities, and our liability for any order does not exceed the amount you actually paid for it. Nothing in these terms limits our liability where the law does not allow it to be limited, such as for fraud or gross negligence.',
			],
		},
		{
			id: 'termination',
			heading: 'Suspending and deleting an account',
			paragraphs: [
				'You can delete your account at any time from the delete account page, after reading and accepting the deletion notice. That notice explains what is deleted and what we keep, and that open orders and unclaimed prizes are forfeited on deletion.',
				'We may suspend your account if you seriously or repeatedly break these terms, or if a competent authority requires us to. Anything owed to you or by you before the suspension still stands, and we will complete or cancel any orders in progress in a way that protects your rights.',
			],
		},
		{
			id: 'law',
			heading: 'Governing law and disputes',
			paragraphs: [
				'These terms, and every order placed through the store, are governed by the laws of the Republic of Iraq. We will first try to settle any disagreement amicably: contact us through chat with support and we will reply within 14 days. If the disagreement is not resolved within 30 days of telling us about it, the Iraqi courts have jurisdiction.',
			],
		},
		{
			id: 'changes',
			heading: 'Changes to these terms',
			paragraphs: [
				'We may change these terms to keep up with changes to our services or the law, and we update the date of the last change at the top. If a change is significant, we will tell you in the store at least 14 days before it takes effect. Each order is governed by the terms in force when it was placed, and continuing to use the store after a change takes effect means you accept it.',
			],
		},
		{
			id: 'contact',
			heading: 'Contact us',
			paragraphs: [
				'For any question or complaint about these terms or your orders, contact us through “Chat with support” on the Account page or on the page of the order concerned. We answer messages during working hours and keep the chat history as a record for both of us.',
			],
		},
	],
}

const policy: LegalText = {
	title: 'Privacy policy',
	updatedAt: '2026-11-22',
	sections: [
		{
			id: 'scope',
			heading: 'Who we are and what this policy covers',
			paragraphs: [
				'This policy explains how Dijla collects, uses and protects your personal data when you use the store, its app and chat with support. Dijla is responsible for this data. Please read this policy together with the terms of use.',
				'We collect the least data needed to run a wholesale store: to know who you are when you sign in, to get your order to you, to check your payment and to answer your questions. We do not sell your data to anyone, and we do not show you third-party advertising.',
			],
		},
		{
			id: 'data',
			heading: 'The data we collect',
			paragraphs: [
				'Account data: your phone number with country code, e-mail address, first and last name, a username and profile photo if you add them, your password if you set one (stored as a one-way hash that cannot be reversed), and your preferred language. If you sign in with Google or Apple, we receive your name, e-mail address and an identifier for your account with them — never your password there.',
				'Delivery data: your addresses (country, province, city, street address and postcode), the recipient’s name and phone number, and the delivery method you choose.',
				'Order and payment records: products, quantities and prices, the costs of both stages, the order’s status and shipment tracking, the payment method, its result and the payment gateway’s transaction reference, and the coupons you used. We never receive your full card number or its security code.',
				'Images of bank transfer slips that you upload, which may show your name, your bank account details and the amount.',
				'Your chat messages with support and their attachments, and the sourcing requests you send (product description, specifications, quantity, target price and photos).',
				'Photos you upload or take to search for similar products, your recent searches, your browsing history and your favourite groups.',
				'Campaign data: the links you share, who helped you and whom you helped, your prizes, and the date your phone number or e-mail address was first registered, so that we know whether you are a new user.',
				'Device and usage data: your browser or device type; your network (IP) address, for security and to limit abuse; and usage events such as pages viewed, taps and time spent on a page. Usage events carry no personal data other than your internal user number — never your name, phone number or e-mail address.',
			],
		},
		{
			id: 'purposes',
			heading: 'Why we use your data',
			paragraphs: [
				'We use your data to: create your account, sign you in securely and send you verification codes; carry out your orders and buy, ship and deliver the goods; take payments, review slips and make refunds; answer you in the chat and handle sourcing requests and complaints; run campaigns and coupons and check that helpers are new users; search by image and show the products closest to what you are looking for; protect the store and its users from fraud and abuse; understand how the store is used so that we can improve it; and meet our legal and accounting obligations.',
				'We will not use your data for a purpose incompatible with these without telling you, and asking for your consent where that is required.',
			],
		},
		{
			id: 'legal-basis',
			heading: 'Our legal basis',
			paragraphs: [
				'We process your data on one or more of these grounds: performing our contract with you, that is the terms of use and your orders; meeting legal obligations, such as keeping commercial and tax records and answering official requests; our legitimate interest in protecting the store, preventing fraud and campaign manipulation and improving the service, where this does not override your rights; and your consent, for optional things such as access to your camera, photos, microphone or notifications, or tracking for recommendations.',
				'You can withdraw consent at any time in your device or store settings. This does not affect anything done before you withdrew it, though the feature concerned may then stop working — searching with a photo taken by the camera, for example.',
			],
		},
		{
			id: 'sharing',
			heading: 'Who we share your data with',
			paragraphs: [
				'We share your data only with those who need it to provide the service, only as much as they need, and under obligations that require them to protect it.',
				'Delivery companies: the recipient’s name and phone number, the address, what the parcel contains, and the amount to collect if you chose cash on delivery.',
				'The payment gateway: the order number and amount. Your card details go from you to the gateway directly.',
				'Messaging providers: your phone number or e-mail address and the text of the message carrying your code, sent through WhatsApp (Meta), our SMS provider or our e-mail provider, depending on the method you choose.',
				'Google and Apple, if you choose to sign in with them; and the hosting, storage and real-time messaging providers that run the store and the chat on our behalf and do not use the data for their own purposes.',
				'Public authorities, where the law or a court order requires it, or where it is needed to protect our rights and the safety of our users.',
				'Suppliers in China receive none of your personal data: we buy goods from them in our own name and ship them to our warehouse.',
			],
		},
		{
			id: 'transfers',
			heading: 'Transfers outside Iraq',
			paragraphs: [
				'Some service providers, such as messaging and hosting services, may process your data on servers outside Iraq. When they do, we choose providers committed to recognised protection standards and keep what we transfer to the minimum needed.',
			],
		},
		{
			id: 'retention',
			heading: 'How long we keep data',
			paragraphs: [
				'We keep your account data for as long as your account exists. Verification codes expire after five minutes; sign-in sessions end when you sign out, or after 90 days at most.',
				'When you delete your account, we delete or anonymise — that is, remove everything that links it to you — your profile, saved addresses, favourites and browsing and search history. We keep orders, payments, invoices and transfer slips for our records for as long as commercial and tax law requires, linked to an anonymised account. We keep your phone number and e-mail address only as a one-way encrypted fingerprint together with the date they were first registered, so that we can tell if they are used to sign up again; the number or address cannot be recovered from it.',
				'Chat messages about an order or payment are kept with that order’s record; other messages stay with the anonymised account. We keep search photos for a limited time to run the search and protect the service, and then delete them. Usage events carry only your internal user number, which no longer points to anyone once the account is deleted.',
			],
		},
		{
			id: 'security',
			heading: 'Keeping data secure',
			paragraphs: [
				'Data travels between your device and the store encrypted over HTTPS. We never store verification codes themselves, only an HMAC fingerprint of each code from which the code cannot be worked out; a code works once and for a limited number of attempts. Passwords are hashed with argon2id, an algorithm built to resist guessing, so no one — not even our staff — can find out your password. Sign-in session tokens are likewise stored only as fingerprints.',
				'Uploaded slips and photos are checked by content and stored under random names, and only you and the staff authorised to review them can see them. Staff access is limited to what their work requires. No system is perfectly secure: if an incident affects your data, we will tell you and the competent authorities as the law requires, and take the steps needed to contain it.',
			],
		},
		{
			id: 'rights',
			heading: 'Your rights',
			paragraphs: [
				'You have the right to ask: to see your data and get a copy of it; to correct anything that is wrong (you can edit your profile and addresses yourself); to have it deleted by deleting your account, subject to what we must keep; to object to, or restrict, its use for improvement and recommendations; and to withdraw your consent.',
				'Send your request through chat with support from your account. We may ask you to confirm your identity with a verification code first, and we will reply within 30 days. You will not be treated any worse for using your rights, and you may complain to the competent public authority in Iraq.',
			],
		},
		{
			id: 'cookies',
			heading: 'Cookies and browser storage',
			paragraphs: [
				'We use only a few essential cookies: the session cookie (dijla_session), which keeps you signed in and holds a random token that does not identify you by itself, and lasts up to 90 days or until you sign out; the language cookie (lang), which remembers the language you chose and stays until you delete it; and a short-lived cookie (dijla_toast) that carries a brief confirmation message shown once after an action.',
				'We also store in your browser the country whose calling code you chose. We use no advertising cookies and no third-party tracking cookies. If you delete your cookies, you will be signed out and the language will return to the default. The Google and Apple sign-in pages may set their own cookies under their own policies.',
			],
		},
		{
			id: 'children',
			heading: 'Children',
			paragraphs: [
				'The store is meant for adult buyers and businesses, and people under 18 may not create an account. We do not knowingly collect children’s data, and if we learn that an account belongs to a minor, we delete it. If you are a parent or guardian and believe your child has given us their data, please contact us.',
			],
		},
		{
			id: 'changes',
			heading: 'Changes to this policy',
			paragraphs: [
				'We may update this policy and change the date of the last update at the top. If we significantly change how we use your data, we will tell you in the store before the change takes effect, and ask for your consent where that is required.',
			],
		},
		{
			id: 'contact',
			heading: 'Contact us',
			paragraphs: [
				'For any question about your privacy, or to use your rights, contact us through “Chat with support” on the Account page and mention that your request is about privacy, so that it reaches the right member of staff.',
			],
		},
	],
}

const deactivation: LegalText = {
	title: 'Account deletion notice',
	updatedAt: '2026-11-22',
	sections: [
		{
			id: 'before',
			heading: 'Before you delete your account',
			paragraphs: [
				'Please read this whole notice before you continue. Deleting your account is final: once you confirm, you will not be able to sign in to it, restore it or recover anything in it. If you only want to change your phone number or e-mail address, or to stop receiving notifications, you do not need to delete your account — contact us through chat with support instead.',
				'Your account is deleted only once you have expressly accepted this notice, and you are then signed out at once on all your devices.',
			],
		},
		{
			id: 'deleted',
			heading: 'What is deleted or anonymised',
			paragraphs: [
				'We immediately delete or anonymise: your name, username and profile photo; your phone number, e-mail address and password, and the link between your account and Google or Apple; the addresses saved in your address book; your favourite groups, browsing history and recent searches; and your sign-in sessions on every device.',
				'Anonymising means removing from a record everything that identifies you, so the record remains but can no longer be linked to you.',
			],
		},
		{
			id: 'kept',
			heading: 'What we keep, and why',
			paragraphs: [
				'We keep orders, payments, invoices, bank transfer slips and the results of their review, because the law requires us to keep commercial and accounting records, and to protect your rights and ours in any later dispute. These records stay linked to an anonymised account and never appear anywhere public.',
				'What formed part of an order when it was carried out, such as the delivery address and recipient’s name, stays in these records because it is part of the document itself; we use it only for record-keeping, accounting and answering the competent authorities. Chat messages about an order or payment are kept with that order’s record.',
				'We also keep your phone number and e-mail address, but only as a one-way encrypted fingerprint with the date they were first registered; the number or address cannot be recovered from it. The reason is explained below, under signing up again.',
			],
		},
		{
			id: 'forfeited',
			heading: 'What you lose',
			paragraphs: [
				'Deleting your account forfeits all open orders — any order not yet completed, whether it is awaiting payment, purchase, shipping or delivery — and we will not be able to complete them for you afterwards. We therefore advise you to wait until your orders are complete, or to cancel them, before deleting. If you are owed a refund, ask for it through chat with support before you delete, because afterwards we can no longer verify who you are.',
				'You also forfeit any prizes and free gifts you have not claimed, your progress in running campaigns, any group price you have not used and any unused coupons. None of these can be exchanged for cash or moved to another account.',
			],
		},
		{
			id: 'new-user',
			heading: 'Signing up again does not make you a new user',
			paragraphs: [
				'If you later create an account with the same phone number or e-mail address, it will be an empty account with nothing from your old one — but it will not count as a new user’s account: it cannot help friends in group-price or free-gift campaigns, and it will not receive the new-user coupon again. This is the only reason we keep the fingerprint of your number and address.',
			],
		},
		{
			id: 'irreversible',
			heading: 'Deletion is permanent',
			paragraphs: [
				'Deletion cannot be undone once you confirm it, and support staff cannot restore the account or anything in it. Before you continue, save whatever you need, such as your order numbers and invoice details.',
				'By confirming the deletion, you confirm that the account is yours and that you have read, understood and accepted this notice.',
			],
		},
	],
}

export const en = { userAgreement, policy, deactivation } satisfies LegalDocuments
