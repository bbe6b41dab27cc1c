-- Full-text documents kept by PostgreSQL itself, so every writer (API, seeds, psql) leaves them correct.
-- Weights: A = title, B = who/where, C = body text. Rich text is stripped of tags and entities first.

CREATE FUNCTION portal_strip_html(p text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    regexp_replace(coalesce(p, ''), '<[^>]*>', ' ', 'g'),
    '&(#[0-9]+|#x[0-9a-fA-F]+|[a-zA-Z]+);', ' ', 'g')
$$;
--> statement-breakpoint

-- Jobs: title, the company's name, description and qualifications.
CREATE FUNCTION jobs_search_vector(p_title text, p_company text, p_description text, p_qualifications text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, portal_strip_html(p_title)), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(p_company, '')), 'B')
      || setweight(to_tsvector('english'::regconfig,
           portal_strip_html(p_description) || ' ' || portal_strip_html(p_qualifications)), 'C')
$$;
--> statement-breakpoint

CREATE FUNCTION jobs_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := jobs_search_vector(
    NEW.title,
    (SELECT c.name FROM companies c WHERE c.id = NEW.company_id),
    NEW.description,
    NEW.qualifications);
  RETURN NEW;
END
$$;
--> statement-breakpoint

CREATE TRIGGER jobs_search_update
BEFORE INSERT OR UPDATE OF title, description, qualifications, company_id ON jobs
FOR EACH ROW EXECUTE FUNCTION jobs_search_trigger();
--> statement-breakpoint

-- A renamed company must be found under its new name in its jobs.
CREATE FUNCTION companies_refresh_job_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs j
     SET search = jobs_search_vector(j.title, NEW.name, j.description, j.qualifications)
   WHERE j.company_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER companies_name_search_refresh
AFTER UPDATE OF name ON companies
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION companies_refresh_job_search();
--> statement-breakpoint

-- Trainings: title, location, description.
CREATE FUNCTION trainings_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := setweight(to_tsvector('english'::regconfig, portal_strip_html(NEW.title)), 'A')
             || setweight(to_tsvector('english'::regconfig, coalesce(NEW.location, '')), 'B')
             || setweight(to_tsvector('english'::regconfig, portal_strip_html(NEW.description)), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint

CREATE TRIGGER trainings_search_update
BEFORE INSERT OR UPDATE OF title, description, location ON trainings
FOR EACH ROW EXECUTE FUNCTION trainings_search_trigger();
--> statement-breakpoint

-- Skills competitions: title, location, description and guidelines.
CREATE FUNCTION skills_competitions_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := setweight(to_tsvector('english'::regconfig, portal_strip_html(NEW.competition_title)), 'A')
             || setweight(to_tsvector('english'::regconfig, coalesce(NEW.location, '')), 'B')
             || setweight(to_tsvector('english'::regconfig,
                  portal_strip_html(NEW.description) || ' ' || portal_strip_html(NEW.guidelines)), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint

CREATE TRIGGER skills_competitions_search_update
BEFORE INSERT OR UPDATE OF competition_title, description, guidelines, location ON skills_competitions
FOR EACH ROW EXECUTE FUNCTION skills_competitions_search_trigger();
--> statement-breakpoint

-- Career events: title, theme, location, target audience.
CREATE FUNCTION career_events_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := setweight(to_tsvector('english'::regconfig, portal_strip_html(NEW.title)), 'A')
             || setweight(to_tsvector('english'::regconfig, portal_strip_html(NEW.theme)), 'B')
             || setweight(to_tsvector('english'::regconfig, coalesce(NEW.location, '')), 'B')
             || setweight(to_tsvector('english'::regconfig, coalesce(NEW.target_audience, '')), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint

CREATE TRIGGER career_events_search_update
BEFORE INSERT OR UPDATE OF title, theme, location, target_audience ON career_events
FOR EACH ROW EXECUTE FUNCTION career_events_search_trigger();
--> statement-breakpoint

-- Counselling centres: name, address and the names of the services offered, so
-- "Center Name or Counselling Service" finds a centre by either.
CREATE FUNCTION counselling_center_search_vector(p_name text, p_location text, p_center_id integer)
RETURNS tsvector LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(p_name, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(p_location, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(
           (SELECT string_agg(s.name, ' ' ORDER BY s.name)
              FROM counselling_center_services cs
              JOIN career_services s ON s.id = cs.service_id
             WHERE cs.center_id = p_center_id), '')), 'B')
$$;
--> statement-breakpoint

CREATE FUNCTION counselling_centers_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := counselling_center_search_vector(NEW.center_name, NEW.center_location, NEW.id);
  RETURN NEW;
END
$$;
--> statement-breakpoint

CREATE TRIGGER counselling_centers_search_update
BEFORE INSERT OR UPDATE OF center_name, center_location ON counselling_centers
FOR EACH ROW EXECUTE FUNCTION counselling_centers_search_trigger();
--> statement-breakpoint

-- Statement-level with transition tables: a bulk change of a centre's services refreshes each centre once.
CREATE FUNCTION counselling_center_services_refresh_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE counselling_centers c
       SET search = counselling_center_search_vector(c.center_name, c.center_location, c.id)
     WHERE c.id IN (SELECT center_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE counselling_centers c
       SET search = counselling_center_search_vector(c.center_name, c.center_location, c.id)
     WHERE c.id IN (SELECT center_id FROM old_rows);
  ELSE
    UPDATE counselling_centers c
       SET search = counselling_center_search_vector(c.center_name, c.center_location, c.id)
     WHERE c.id IN (SELECT center_id FROM new_rows UNION SELECT center_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER counselling_center_services_search_insert
AFTER INSERT ON counselling_center_services
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION counselling_center_services_refresh_search();
--> statement-breakpoint

CREATE TRIGGER counselling_center_services_search_update
AFTER UPDATE ON counselling_center_services
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION counselling_center_services_refresh_search();
--> statement-breakpoint

CREATE TRIGGER counselling_center_services_search_delete
AFTER DELETE ON counselling_center_services
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION counselling_center_services_refresh_search();
--> statement-breakpoint

-- A renamed service must be found under its new name in every centre offering it.
CREATE FUNCTION career_services_refresh_center_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE counselling_centers c
     SET search = counselling_center_search_vector(c.center_name, c.center_location, c.id)
   WHERE c.id IN (SELECT cs.center_id FROM counselling_center_services cs WHERE cs.service_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER career_services_name_search_refresh
AFTER UPDATE OF name ON career_services
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION career_services_refresh_center_search();
--> statement-breakpoint

-- Fill documents for rows that already exist (none on a fresh database).
UPDATE jobs SET title = title;
--> statement-breakpoint
UPDATE trainings SET title = title;
--> statement-breakpoint
UPDATE skills_competitions SET competition_title = competition_title;
--> statement-breakpoint
UPDATE career_events SET title = title;
--> statement-breakpoint
UPDATE counselling_centers SET center_name = center_name;
