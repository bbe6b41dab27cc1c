// The messages the forms' schemas give for wrong values, one table per area (the generic field rules' are
// FIELD_MESSAGES, the lists' LIST_MESSAGES). The API answers these texts word for word, so they never change here;
// the catalogues translate each under `server:<text>`. Kept apart from the schemas so the catalogue test can hold
// every message a schema may give against these tables.

/** Messages the forms of several areas share. */
export const FORM_MESSAGES = {
  titleRequired: 'Title is required',
  addressRequired: 'Address is required',
  locationRequired: 'Location is required',
  enterLocation: 'You must enter location',
  enterDescription: 'Enter description',
  descriptionTooShort: 'Description too short',
  registrationLinkRequired: 'Registration Link is Required',
  startDateRequired: 'Start date is required',
  chooseJob: 'Choose a job.',
} as const;

/** Registration, login, the basic information, passwords and the account's settings. */
export const ACCOUNT_FORM_MESSAGES = {
  emailRequired: 'Email is required',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  loginPasswordTooShort: 'Password should be at least 8 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  genderRequired: 'Gender is required',
  oldPasswordRequired: 'Old password is required',
  confirmPassword: 'Confirm your new password',
  language: 'Choose English, Swahili or Luganda.',
  pictureRequired: 'Choose a picture to upload.',
  passwordToDelete: 'Enter your password to confirm.',
} as const;

/** The job seeker's profile and CV sections. */
export const SEEKER_FORM_MESSAGES = {
  jobCategoryRequired: 'Job Category is required',
  districtRequired: 'District is required',
  cityRequired: 'City is required',
  physicalAddressRequired: 'Physical address is required',
  birthDateRequired: 'Date of birth is required',
  birthDateNotPast: 'Date of birth should be earlier than today',
  languageRequired: 'Language is required',
  headlineRequired: 'Headline is required',
  statementTooLong: 'The statement is too long.',
  cvRequired: 'Choose your CV (PDF or Word).',
  skillRequired: 'Skill is required',
  designationRequired: 'Designation is required',
  organisationNameRequired: 'Organisation name is required',
  startDateNotPast: 'Start Date should be earlier than today',
  finishingDateRequired: 'Finishing date is required',
  finishingDateNotPast: 'Finishing Date should be earlier than today',
  finishingDateBeforeStart: 'Finishing Date should be after the Start Date',
  dutiesRequired: 'Duties and skills are required',
  schoolRequired: 'School is required',
  certificationRequired: 'Certification is required',
  totalScoreRequired: 'Total score is required',
  totalScoreNegative: 'Enter a score of 0 or more.',
  totalScoreTooLarge: 'Enter a smaller score.',
  gradingMethod: 'Choose a grading method: Points, Aggregate, Grade or CGPA',
  grantingOrganisationRequired: 'Granting organisation is required',
  dateGrantedRequired: 'Date granted is required',
  dateGrantedNotPast: 'Date Granted should be earlier than today',
  certificateRequired: 'Upload the certificate (PDF or Word).',
  workDoneRequired: 'Work done is required',
  clientNameRequired: 'Client name is required',
  dateStartedRequired: 'Date started is required',
  dateStartedNotPast: 'Date Started should be earlier than today',
  dateFinishedRequired: 'Date finished is required',
  dateFinishedNotPast: 'Date finished should be earlier than today',
  dateFinishedBeforeStart: 'Date finished should be after the Date Started',
  imageRequired: 'Please upload at least one Image',
  topicRequired: 'Topic is required',
  datePublishedRequired: 'Date published is required',
  datePublishedNotPast: 'Date Published should be earlier than today',
  nameRequired: 'Name is required',
  organisationRequired: 'Organisation is required',
} as const;

/** The company's profile and its view of applications. */
export const COMPANY_FORM_MESSAGES = {
  nameRequired: 'Company Name is required',
  categoryRequired: 'Choose at least one category',
  employeesRequired: 'Number of employees is required',
  employeesWhole: 'Enter a whole number.',
  employeesNegative: 'Enter 0 or more.',
  logoRequired: 'Upload your company logo (an image).',
  decision: 'Choose Under Review, Accepted or Declined.',
} as const;

/** The job form (spec 002 §5) and the job seeker's application. */
export const JOB_FORM_MESSAGES = {
  titleRequired: 'Enter job title',
  titleTooShort: 'Job title too short',
  titleInvalid: 'Enter valid job title',
  categoryRequired: 'Job category is required',
  functionAreaRequired: 'Function area is required',
  positionsInvalid: 'Enter valid available positions',
  minPayInvalid: 'Enter valid min pay',
  maxPayInvalid: 'Invalid max value',
  payOrder: 'Maximum pay cannot be less than minimum pay',
  deadlineInvalid: 'Enter valid submission deadline',
  deadlinePast: 'Deadline date cannot be earlier than today',
  descriptionRequired: 'Enter Job Description',
  descriptionTooShort: 'Job description too short. Enter at least 15 characters',
  descriptionTooLong: 'The description is too long.',
  qualificationsRequired: 'You must enter required qualifications',
  procedureRequired: 'You must enter application procedure',
  textTooLong: 'The text is too long.',
  cancelOnly: 'You can only cancel an application.',
} as const;

/** The trainer's profile and trainings. */
export const TRAINING_FORM_MESSAGES = {
  skillCategoryRequired: 'Choose at least one skill category',
  startTimeRequired: 'You must enter training start time',
  participantsRequired: 'Enter the maximum number of participants',
  participantsInvalid: 'Invalid input',
  feesRequired: 'You must enter fees',
  feesInvalid: 'Invalid fees',
  dateRequired: 'Training date is required',
  dateInPast: 'Training date cannot be in the past',
} as const;

/** The skills provider's profile, competitions and the applications to them. */
export const SKILLS_FORM_MESSAGES = {
  aboutRequired: 'Please write a brief description about yourself',
  applicationLinkInvalid: 'Please enter Application URL',
  titleRequired: 'Competition title is required',
  guidelinesRequired: 'Enter guidelines',
  guidelinesTooShort: 'Guidelines too short',
  endDateRequired: 'End date is required',
  endBeforeStart: 'End date cannot be earlier than the start date',
  startDateInPast: 'Start date cannot be in the past',
  competitionRequired: 'Choose a competition.',
} as const;

/** The career counsellor's profile, counselling centre, resources and events. */
export const CAREERS_FORM_MESSAGES = {
  servicesRequired: 'Choose the services you offer',
  timeAvailableRequired: 'Time available is required',
  centerNameRequired: 'Center name is required',
  servicesOfferedRequired: 'Choose the services offered',
  openingHoursRequired: 'Working hours are required',
  termsRequired: 'Terms and conditions are required',
  email: 'Enter a valid e-mail address.',
  resourceFileRequired: 'Upload the resource file (PDF).',
  themeRequired: 'Enter Theme',
  themeTooShort: 'Theme too short',
  startTimeRequired: 'You must enter event start time',
  endTimeRequired: 'You must enter event end time',
  targetAudienceRequired: 'You must enter target audience',
  endBeforeStart: 'End time must be later than the start time',
  eventDateRequired: 'Event date is required',
  eventDateInPast: 'Event date cannot be in the past',
} as const;

/** The Ministry's insights, verification, reports and the home page's content. */
export const MINISTRY_FORM_MESSAGES = {
  fromRequired: 'Enter a start date.',
  toRequired: 'Enter an end date.',
  registrationNumber: 'Use letters, digits, spaces, / and - only.',
  reportReason: 'Choose a reason.',
  partnerName: 'Enter the partner’s name.',
  partnerShortName: 'Enter a short name for the mark, such as DIT.',
  partnerColour: 'Choose a colour such as #0b3d91.',
  testimonialUser: 'Enter who said it.',
  testimonialText: 'Enter what they said.',
  documentTitle: 'Enter a title.',
  documentFile: 'Upload the document (PDF).',
  synonymTerm: 'Give at most 20 terms, each in letters and 60 characters at most.',
  synonymEnglish: 'Enter at least one English term.',
  synonymOther: 'Enter at least one Kiswahili or Luganda term.',
} as const;
