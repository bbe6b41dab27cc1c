// Training rows → the wire shape of spec 000 §3 (trainingSchema).
import type { Training } from '@portal/contract';
import { mediaUrl } from '../../lib/storage.js';

export type TrainingRow = {
  id: number;
  title: string;
  description: string;
  location: string;
  date: string;
  time: string;
  fees: number;
  maxNoParticipants: number;
  registrationLink: string;
  logo: string | null;
  contractTypeName: string | null;
  trainerName: string;
};

export const presentTraining = (publicUrl: string, r: TrainingRow): Training => ({
  id: r.id,
  title: r.title,
  description: r.description,
  location: r.location,
  date: r.date,
  time: r.time,
  fees: r.fees,
  max_no_participants: r.maxNoParticipants,
  registration_link: r.registrationLink,
  logo: mediaUrl(publicUrl, r.logo),
  contract_type: r.contractTypeName === null ? null : { name: r.contractTypeName },
  trainer_name: r.trainerName,
});
