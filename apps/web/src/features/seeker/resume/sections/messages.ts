import { SEEKER_MESSAGES as M } from '@portal/contract';
import type { SectionMessages } from '../components/CrudSection';

/** The spec's toasts of each list section of the profile builder (their wording differs: posted, added, ...). */
export const SECTION_MESSAGES = {
  skills: {
    added: M.skillPosted,
    updated: M.skillUpdated,
    addFailed: M.skillPostFailed,
    updateFailed: M.skillUpdateFailed,
    deleted: M.skillDeleted,
    deleteFailed: M.skillDeleteFailed,
  },
  experience: {
    added: M.experiencePosted,
    updated: M.experienceUpdated,
    addFailed: M.experienceFailed,
    updateFailed: M.experienceFailed,
    deleted: M.experienceDeleted,
    deleteFailed: M.experienceDeleteFailed,
  },
  education: {
    added: M.educationPosted,
    updated: M.educationUpdated,
    addFailed: M.educationPostFailed,
    updateFailed: M.educationUpdateFailed,
    deleted: M.educationDeleted,
    deleteFailed: M.educationDeleteFailed,
  },
  certifications: {
    added: M.certificationPosted,
    updated: M.certificationUpdated,
    addFailed: M.certificationPostFailed,
    updateFailed: M.certificationUpdateFailed,
    deleted: M.certificationDeleted,
    deleteFailed: M.certificationDeleteFailed,
  },
  publications: {
    added: M.publicationAdded,
    updated: M.publicationUpdated,
    addFailed: M.publicationAddFailed,
    updateFailed: M.publicationUpdateFailed,
    deleted: M.publicationDeleted,
    deleteFailed: M.publicationDeleteFailed,
  },
  recentWorks: {
    added: M.recentWorkPosted,
    updated: M.recentWorkUpdated,
    addFailed: M.recentWorkPostFailed,
    updateFailed: M.recentWorkUpdateFailed,
    deleted: M.recentWorkDeleted,
    deleteFailed: M.recentWorkDeleteFailed,
  },
  referees: {
    added: M.refereePosted,
    updated: M.refereeUpdated,
    addFailed: M.refereePostFailed,
    updateFailed: M.refereeUpdateFailed,
    deleted: M.refereeDeleted,
    deleteFailed: M.refereeDeleteFailed,
  },
} satisfies Record<string, SectionMessages>;
