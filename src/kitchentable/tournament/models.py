"""The stored facts of an event (SQLAlchemy 2.x declarative models).

Only what happened is stored: players, decks, rounds with their seed and pairing-algorithm version, the
tables each round seated, the results as reported, and an audit log of every change. Scores, standings and
the next round's pairings are always derived from these rows (`standings.py`, `pairing.py`), so a
correction cannot leave a stale total behind.
"""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

SCHEMA_VERSION = 1


def utcnow() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    pass


class Event(Base):
    __tablename__ = "events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200), unique=True)
    format: Mapped[str] = mapped_column(String(20))
    rounds_planned: Mapped[int] = mapped_column(Integer)
    seed: Mapped[int] = mapped_column(BigInteger)
    organizer_token: Mapped[str] = mapped_column(String(100))
    finished: Mapped[bool] = mapped_column(default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    __table_args__ = (
        CheckConstraint("format in ('turnabout', 'swiss')", name="event_format"),
        CheckConstraint("rounds_planned >= 1", name="event_rounds"),
    )


class Player(Base):
    __tablename__ = "players"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(200))
    dropped_after_round: Mapped[int | None] = mapped_column(Integer, default=None)
    dropped_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    deck: Mapped[Deck | None] = relationship(back_populates="player", uselist=False)

    __table_args__ = (UniqueConstraint("event_id", "name", name="player_name_unique"),)


class Deck(Base):
    """A Turnabout deck and its scoring option (R-TA-1); one per player."""

    __tablename__ = "decks"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), unique=True)
    name: Mapped[str] = mapped_column(String(200), default="")
    scoring_option: Mapped[str] = mapped_column(String(40))
    registered_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    player: Mapped[Player] = relationship(back_populates="deck")


class Round(Base):
    __tablename__ = "rounds"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    seed: Mapped[int] = mapped_column(BigInteger)
    algorithm: Mapped[str] = mapped_column(String(40))
    algorithm_version: Mapped[str] = mapped_column(String(40))
    allow_rematches: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    tables: Mapped[list[Table]] = relationship(back_populates="round", order_by="Table.number",
                                               cascade="all, delete-orphan")

    __table_args__ = (UniqueConstraint("event_id", "number", name="round_number_unique"),)


class Table(Base):
    """One table of a round; `player_b_id` is NULL for the bye."""

    __tablename__ = "tables"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    player_a_id: Mapped[int] = mapped_column(ForeignKey("players.id"), index=True)
    player_b_id: Mapped[int | None] = mapped_column(ForeignKey("players.id"), index=True)

    round: Mapped[Round] = relationship(back_populates="tables")
    result: Mapped[Result | None] = relationship(back_populates="table", uselist=False,
                                                 cascade="all, delete-orphan")

    __table_args__ = (UniqueConstraint("round_id", "number", name="table_number_unique"),)


class Result(Base):
    """A reported match, as reported: Swiss game counts, or the Turnabout games in `games`."""

    __tablename__ = "results"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"), unique=True)
    wins_a: Mapped[int] = mapped_column(Integer, default=0)
    wins_b: Mapped[int] = mapped_column(Integer, default=0)
    draws: Mapped[int] = mapped_column(Integer, default=0)
    reported_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    reported_by: Mapped[str] = mapped_column(String(40), default="cli")

    table: Mapped[Table] = relationship(back_populates="result")
    games: Mapped[list[TurnaboutGame]] = relationship(back_populates="result", order_by="TurnaboutGame.game",
                                                      cascade="all, delete-orphan")


class TurnaboutGame(Base):
    """One Turnabout game: the seat whose deck lost (NULL for a draw), the option applied and its statistic.

    The option is copied from the deck when the result is reported, so re-registering a deck later does
    not rewrite the score of a match already played.
    """

    __tablename__ = "turnabout_games"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    result_id: Mapped[int] = mapped_column(ForeignKey("results.id", ondelete="CASCADE"), index=True)
    game: Mapped[int] = mapped_column(Integer)
    losing_seat: Mapped[int | None] = mapped_column(Integer)
    scoring_option: Mapped[str | None] = mapped_column(String(40))
    value: Mapped[int | None] = mapped_column(Integer)

    result: Mapped[Result] = relationship(back_populates="games")

    __table_args__ = (UniqueConstraint("result_id", "game", name="game_number_unique"),)


class AuditEntry(Base):
    """Every change an organizer makes, with what it replaced, in the order made."""

    __tablename__ = "audit_log"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    actor: Mapped[str] = mapped_column(String(40))
    action: Mapped[str] = mapped_column(String(40))
    detail: Mapped[str] = mapped_column(Text)


class EventScoringOption(Base):
    """A scoring option the organizer allowed for this event (doc 003): `base + per x statistic`,
    rounded up, with `per` stored as an exact fraction; clamped to 10..30 like every option."""

    __tablename__ = "event_scoring_options"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(40))
    statistic: Mapped[str] = mapped_column(String(20))
    base: Mapped[int] = mapped_column(Integer)
    per_numerator: Mapped[int] = mapped_column(Integer)
    per_denominator: Mapped[int] = mapped_column(Integer)
    description: Mapped[str] = mapped_column(String(200), default="")

    __table_args__ = (
        UniqueConstraint("event_id", "name", name="event_option_unique"),
        CheckConstraint("per_denominator > 0", name="event_option_denominator"),
    )


class Meta(Base):
    __tablename__ = "kt_meta"

    key: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[str] = mapped_column(String(200))
