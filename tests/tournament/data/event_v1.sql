-- An event database written by the first release (schema version 1, SQLAlchemy models), for tests/tournament/test_upgrade.py.
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE events (
	id INTEGER NOT NULL, 
	name VARCHAR(200) NOT NULL, 
	format VARCHAR(20) NOT NULL, 
	rounds_planned INTEGER NOT NULL, 
	seed BIGINT NOT NULL, 
	organizer_token VARCHAR(100) NOT NULL, 
	finished BOOLEAN NOT NULL, 
	created_at DATETIME NOT NULL, 
	PRIMARY KEY (id), 
	CONSTRAINT event_format CHECK (format in ('turnabout', 'swiss')), 
	CONSTRAINT event_rounds CHECK (rounds_planned >= 1), 
	UNIQUE (name)
);
INSERT INTO events VALUES(1,'Old Swiss','swiss',3,77,'yP-NMLiY6_sLM_-rEz2zcAt3',0,'2026-11-27 14:37:43.816103');
INSERT INTO events VALUES(2,'Old Turnabout','turnabout',2,5,'ACPHBSiOGKFlAWho_NARQ_CF',0,'2026-11-27 14:37:43.943763');
CREATE TABLE kt_meta (
	"key" VARCHAR(40) NOT NULL, 
	value VARCHAR(200) NOT NULL, 
	PRIMARY KEY ("key")
);
INSERT INTO kt_meta VALUES('schema_version','1');
CREATE TABLE players (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	name VARCHAR(200) NOT NULL, 
	dropped_after_round INTEGER, 
	dropped_at DATETIME, 
	created_at DATETIME NOT NULL, 
	PRIMARY KEY (id), 
	CONSTRAINT player_name_unique UNIQUE (event_id, name), 
	FOREIGN KEY(event_id) REFERENCES events (id) ON DELETE CASCADE
);
INSERT INTO players VALUES(1,1,'Ann',NULL,NULL,'2026-11-27 14:37:43.904819');
INSERT INTO players VALUES(2,1,'Bob',NULL,NULL,'2026-11-27 14:37:43.904829');
INSERT INTO players VALUES(3,1,'Cy',NULL,NULL,'2026-11-27 14:37:43.904830');
INSERT INTO players VALUES(4,1,'Dee',NULL,NULL,'2026-11-27 14:37:43.904830');
INSERT INTO players VALUES(5,1,'Eve',NULL,NULL,'2026-11-27 14:37:43.904831');
INSERT INTO players VALUES(6,2,'Xan',NULL,NULL,'2026-11-27 14:37:43.966124');
INSERT INTO players VALUES(7,2,'Yul',NULL,NULL,'2026-11-27 14:37:43.966132');
INSERT INTO players VALUES(8,2,'Zed',NULL,NULL,'2026-11-27 14:37:43.966134');
INSERT INTO players VALUES(9,2,'Wu',NULL,NULL,'2026-11-27 14:37:43.966134');
CREATE TABLE rounds (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	number INTEGER NOT NULL, 
	seed BIGINT NOT NULL, 
	algorithm VARCHAR(40) NOT NULL, 
	algorithm_version VARCHAR(40) NOT NULL, 
	allow_rematches INTEGER NOT NULL, 
	created_at DATETIME NOT NULL, 
	PRIMARY KEY (id), 
	CONSTRAINT round_number_unique UNIQUE (event_id, number), 
	FOREIGN KEY(event_id) REFERENCES events (id) ON DELETE CASCADE
);
INSERT INTO rounds VALUES(1,1,1,3850588868468300580,'random','kt-swiss-1',0,'2026-11-27 14:37:44.057501');
INSERT INTO rounds VALUES(2,1,2,376651253081195206,'exact','kt-swiss-1',0,'2026-11-27 14:37:44.230906');
INSERT INTO rounds VALUES(3,2,1,1989010679222587965,'random','kt-swiss-1',0,'2026-11-27 14:37:44.349262');
CREATE TABLE audit_log (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	at DATETIME NOT NULL, 
	actor VARCHAR(40) NOT NULL, 
	action VARCHAR(40) NOT NULL, 
	detail TEXT NOT NULL, 
	PRIMARY KEY (id), 
	FOREIGN KEY(event_id) REFERENCES events (id) ON DELETE CASCADE
);
INSERT INTO audit_log VALUES(1,1,'2026-11-27 14:37:43.828013','cli','event.create','{"format": "swiss", "name": "Old Swiss", "rounds": 3, "seed": 77}');
INSERT INTO audit_log VALUES(2,1,'2026-11-27 14:37:43.912046','cli','player.add','{"names": ["Ann", "Bob", "Cy", "Dee", "Eve"]}');
INSERT INTO audit_log VALUES(3,2,'2026-11-27 14:37:43.944546','cli','event.create','{"format": "turnabout", "name": "Old Turnabout", "rounds": 2, "seed": 5}');
INSERT INTO audit_log VALUES(4,2,'2026-11-27 14:37:43.969064','cli','player.add','{"names": ["Xan", "Yul", "Zed", "Wu"]}');
INSERT INTO audit_log VALUES(5,1,'2026-11-27 14:37:44.060300','cli','round.pair','{"algorithm": "random", "bye": "Eve", "round": 1, "seed": 3850588868468300580, "tables": 2, "version": "kt-swiss-1"}');
INSERT INTO audit_log VALUES(6,1,'2026-11-27 14:37:44.141654','cli','result.report','{"player_a": "Bob", "player_b": "Dee", "result": {"draws": 0, "wins_a": 2, "wins_b": 1}, "round": 1, "table": 1}');
INSERT INTO audit_log VALUES(7,1,'2026-11-27 14:37:44.196642','cli','result.report','{"player_a": "Ann", "player_b": "Cy", "result": {"draws": 0, "wins_a": 2, "wins_b": 1}, "round": 1, "table": 2}');
INSERT INTO audit_log VALUES(8,1,'2026-11-27 14:37:44.232422','cli','round.pair','{"algorithm": "exact", "bye": "Dee", "round": 2, "seed": 376651253081195206, "tables": 2, "version": "kt-swiss-1"}');
INSERT INTO audit_log VALUES(9,1,'2026-11-27 14:37:44.297739','cli','result.correct','{"player_a": "Bob", "player_b": "Dee", "replaced": {"draws": 0, "wins_a": 2, "wins_b": 1}, "result": {"draws": 0, "wins_a": 0, "wins_b": 2}, "round": 1, "table": 1}');
INSERT INTO audit_log VALUES(10,2,'2026-11-27 14:37:44.351173','cli','round.pair','{"algorithm": "random", "bye": null, "round": 1, "seed": 1989010679222587965, "tables": 2, "version": "kt-swiss-1"}');
INSERT INTO audit_log VALUES(11,2,'2026-11-27 14:37:44.386991','cli','result.report','{"player_a": "Wu", "player_b": "Xan", "result": {"draws": 1, "games": [{"game": 1, "losing_deck_of": "Xan", "option": "tolaria", "value": 7}, {"game": 2, "losing_deck_of": null, "option": null, "value": null}], "wins_a": 0, "wins_b": 1}, "round": 1, "table": 1}');
INSERT INTO audit_log VALUES(12,2,'2026-11-27 14:37:44.423663','cli','result.report','{"player_a": "Yul", "player_b": "Zed", "result": {"draws": 1, "games": [{"game": 1, "losing_deck_of": "Zed", "option": "dominaria", "value": 7}, {"game": 2, "losing_deck_of": null, "option": null, "value": null}], "wins_a": 0, "wins_b": 1}, "round": 1, "table": 2}');
CREATE TABLE event_scoring_options (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	name VARCHAR(40) NOT NULL, 
	statistic VARCHAR(20) NOT NULL, 
	base INTEGER NOT NULL, 
	per_numerator INTEGER NOT NULL, 
	per_denominator INTEGER NOT NULL, 
	description VARCHAR(200) NOT NULL, 
	PRIMARY KEY (id), 
	CONSTRAINT event_option_unique UNIQUE (event_id, name), 
	CONSTRAINT event_option_denominator CHECK (per_denominator > 0), 
	FOREIGN KEY(event_id) REFERENCES events (id) ON DELETE CASCADE
);
CREATE TABLE decks (
	id INTEGER NOT NULL, 
	player_id INTEGER NOT NULL, 
	name VARCHAR(200) NOT NULL, 
	scoring_option VARCHAR(40) NOT NULL, 
	registered_at DATETIME NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (player_id), 
	FOREIGN KEY(player_id) REFERENCES players (id) ON DELETE CASCADE
);
INSERT INTO decks VALUES(1,6,'Mill','tolaria','2026-11-27 14:37:43.967943');
INSERT INTO decks VALUES(2,7,'','phyrexia','2026-11-27 14:37:43.967947');
CREATE TABLE tables (
	id INTEGER NOT NULL, 
	round_id INTEGER NOT NULL, 
	number INTEGER NOT NULL, 
	player_a_id INTEGER NOT NULL, 
	player_b_id INTEGER, 
	PRIMARY KEY (id), 
	CONSTRAINT table_number_unique UNIQUE (round_id, number), 
	FOREIGN KEY(round_id) REFERENCES rounds (id) ON DELETE CASCADE, 
	FOREIGN KEY(player_a_id) REFERENCES players (id), 
	FOREIGN KEY(player_b_id) REFERENCES players (id)
);
INSERT INTO tables VALUES(1,1,1,2,4);
INSERT INTO tables VALUES(2,1,2,1,3);
INSERT INTO tables VALUES(3,1,3,5,NULL);
INSERT INTO tables VALUES(4,2,1,5,1);
INSERT INTO tables VALUES(5,2,2,2,3);
INSERT INTO tables VALUES(6,2,3,4,NULL);
INSERT INTO tables VALUES(7,3,1,9,6);
INSERT INTO tables VALUES(8,3,2,7,8);
CREATE TABLE results (
	id INTEGER NOT NULL, 
	table_id INTEGER NOT NULL, 
	wins_a INTEGER NOT NULL, 
	wins_b INTEGER NOT NULL, 
	draws INTEGER NOT NULL, 
	reported_at DATETIME NOT NULL, 
	reported_by VARCHAR(40) NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (table_id), 
	FOREIGN KEY(table_id) REFERENCES tables (id) ON DELETE CASCADE
);
INSERT INTO results VALUES(2,2,2,1,0,'2026-11-27 14:37:44.181315','cli');
INSERT INTO results VALUES(3,1,0,2,0,'2026-11-27 14:37:44.289201','cli');
INSERT INTO results VALUES(4,7,0,1,1,'2026-11-27 14:37:44.375606','cli');
INSERT INTO results VALUES(5,8,0,1,1,'2026-11-27 14:37:44.412636','cli');
CREATE TABLE turnabout_games (
	id INTEGER NOT NULL, 
	result_id INTEGER NOT NULL, 
	game INTEGER NOT NULL, 
	losing_seat INTEGER, 
	scoring_option VARCHAR(40), 
	value INTEGER, 
	PRIMARY KEY (id), 
	CONSTRAINT game_number_unique UNIQUE (result_id, game), 
	FOREIGN KEY(result_id) REFERENCES results (id) ON DELETE CASCADE
);
INSERT INTO turnabout_games VALUES(1,4,1,1,'tolaria',7);
INSERT INTO turnabout_games VALUES(2,4,2,NULL,NULL,NULL);
INSERT INTO turnabout_games VALUES(3,5,1,1,'dominaria',7);
INSERT INTO turnabout_games VALUES(4,5,2,NULL,NULL,NULL);
CREATE INDEX ix_players_event_id ON players (event_id);
CREATE INDEX ix_rounds_event_id ON rounds (event_id);
CREATE INDEX ix_audit_log_event_id ON audit_log (event_id);
CREATE INDEX ix_event_scoring_options_event_id ON event_scoring_options (event_id);
CREATE INDEX ix_tables_player_a_id ON tables (player_a_id);
CREATE INDEX ix_tables_round_id ON tables (round_id);
CREATE INDEX ix_tables_player_b_id ON tables (player_b_id);
CREATE INDEX ix_turnabout_games_result_id ON turnabout_games (result_id);
COMMIT;
