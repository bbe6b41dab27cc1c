// The demo's files: the information hub's and the counsellors' documents, the demo job seeker's CV, certificate and
// photos of their work. Written before any row, so a failure leaves no half-written rows behind.
import type { DocumentText } from '../content/demo-content.js';
import { DEMO_COMPANIES, FRAMEWORK_DOCUMENTS, POLICY_DOCUMENTS, RESOURCE_DOCUMENTS } from '../content/demo-content.js';
import { makePdf, makePng } from '../documents.js';

const DOC_FOOTER = 'Demonstration document from the TVET portal demo data set. Adapt before use.';

export type StoredFile = { key: string; body: Buffer; type: string };

function documentFile(folder: string, doc: DocumentText): StoredFile {
  return {
    key: `${folder}/${doc.slug}.pdf`,
    body: makePdf(doc.title, doc.paragraphs, DOC_FOOTER),
    type: 'application/pdf',
  };
}

/** Where a document of the demo set is stored. */
export const fileKey = (folder: string, doc: DocumentText): string => `${folder}/${doc.slug}.pdf`;

export function demoFiles() {
  const files: StoredFile[] = [
    ...POLICY_DOCUMENTS.map((d) => documentFile('info-hub/policies', d)),
    ...FRAMEWORK_DOCUMENTS.map((d) => documentFile('info-hub/employer-frameworks', d)),
    ...RESOURCE_DOCUMENTS.map((d) => documentFile('careers/resources', d)),
  ];
  const cvKey = 'private/job-seekers/cv/brian-okello-cv.pdf';
  files.push({
    key: cvKey,
    type: 'application/pdf',
    body: makePdf(
      'Brian Okello - Welder and Electrical Installation Technician',
      [
        'Kireka, Kira Municipality, Wakiso | jobseeker@demo.tvet.ug',
        'Certified welder and electrical installation technician with four years of workshop and site experience in Kampala.',
        'Experience',
        '- Welder and Fabricator, Kireka Metal Works (2021 - present): gates, trusses, water tank stands and burglar-proofing to drawings.',
        '- Electrical Apprentice, Bright Sparks Electrical Contractors (2019 - 2021): domestic wiring, distribution boards and testing.',
        'Education and certificates',
        '- National Certificate in Welding and Fabrication, Kireka Technical Institute (2018).',
        "- DIT Worker's PAS Level 2, Welding and Fabrication (2019).",
        'Skills: arc and MIG welding, reading fabrication drawings, domestic wiring, workshop safety.',
      ],
      DOC_FOOTER,
    ),
  });
  const certificateKey = 'private/job-seekers/certificates/brian-okello-dit-welding.pdf';
  files.push({
    key: certificateKey,
    type: 'application/pdf',
    body: makePdf(
      "Worker's PAS Level 2 - Welding and Fabrication",
      [
        'This certifies that BRIAN OKELLO has been assessed and found competent in Welding and Fabrication at Level 2.',
        'Date of award: 20 August 2019.',
      ],
      DOC_FOOTER,
    ),
  });
  const workImageKeys = [
    'private/job-seekers/recent-works/brian-okello-gate-1.png',
    'private/job-seekers/recent-works/brian-okello-gate-2.png',
  ];
  // A grey steel gate with vertical bars against a blue sky, in two shades.
  workImageKeys.forEach((key, i) =>
    files.push({
      key,
      type: 'image/png',
      body: makePng(160, 120, (x, y) => {
        if (y > 100) return [120, 96, 70];
        const bar = x % 16 < 4 || y % 50 < 4;
        if (x > 16 && x < 144 && y > 20 && bar) return i === 0 ? [70, 74, 80] : [40, 90, 60];
        return [135 + Math.floor(y / 3), 190, 235];
      }),
    }),
  );
  // Company logos, drawn here (not copied from anyone): a coloured tile with a simple mark of its own per company. The
  // last company has none, so the initials the portal shows in its place are seen too.
  const LOGO_COLOURS: [number, number, number][] = [
    [7, 92, 74],
    [25, 113, 194],
    [201, 42, 42],
    [230, 119, 0],
    [95, 61, 196],
    [8, 127, 91],
    [73, 80, 87],
  ];
  const companyLogoKeys = DEMO_COMPANIES.slice(0, -1).map((c) => `logos/demo-${c.slug}.png`);
  companyLogoKeys.forEach((key, i) => {
    const [r, g, b] = LOGO_COLOURS[i % LOGO_COLOURS.length] as [number, number, number];
    const mark = i % 3;
    files.push({
      key,
      type: 'image/png',
      body: makePng(96, 96, (x, y) => {
        const dx = x - 48;
        const dy = y - 48;
        const inMark =
          mark === 0
            ? dx * dx + dy * dy < 26 * 26 && dx * dx + dy * dy > 14 * 14 // a ring
            : mark === 1
              ? Math.abs(dx) + Math.abs(dy) < 28 // a diamond
              : y > 26 && y < 70 && (x - 20) % 20 < 11 && x > 18 && x < 80; // three bars
        return inMark ? [252, 196, 25] : [r, g, b];
      }),
    });
  });
  return { files, cvKey, certificateKey, workImageKeys, companyLogoKeys };
}
