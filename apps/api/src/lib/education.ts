// A level of education read from free text (a CV's certification, a job's qualifications), as a rank: 6 master's or
// doctorate, 5 bachelor's, 4 diploma, 3 certificate (national, craft or trade test), 2 secondary (UCE, UACE). Shared
// by the ministry's insights and the job recommendations, so both read "Diploma in …" the same way.
import { sql, type SQL } from 'drizzle-orm';
import { EDUCATION_LEVEL_MESSAGES } from '@portal/contract';

/** Each rank's name, in English on the wire (the web translates it under its `server:` key). */
export const EDUCATION_LEVELS = EDUCATION_LEVEL_MESSAGES;

/** The rank `column`'s text names (a trusted column expression), else `otherwise` (SQL). */
export const educationRankOf = (column: string, otherwise: string): SQL =>
  sql.raw(`case
    when ${column} ~* '(master|msc|mba|phd|doctor)' then 6
    when ${column} ~* '(bachelor|degree|bsc|b\\.sc|\\mba\\M|\\mbed\\M)' then 5
    when ${column} ~* 'diploma' then 4
    when ${column} ~* '(\\muce\\M|\\muace\\M|o[- ]level|a[- ]level|certificate of education)' then 2
    when ${column} ~* '(certificate|craft|trade test|nces|\\mcert)' then 3
    else ${otherwise} end`);
