// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>
#include <QVector>

#include <optional>

struct Message;

/// One source of an answer as the command line numbers it. A plain value.
struct AnswerSource {
    QString title;
    QString uri;
};

/// An answer as terminal text (what `ask` and `adk run` print): its text with `[n]` after each
/// cited segment, numbered in order of first use, and the sources those numbers name. A plain
/// value.
struct CitedAnswer {
    QString text;
    QVector<AnswerSource> sources;

    /// The text of `message` (the grounding's base text, part 0, else its first text) with its
    /// resolved citations marked; nullopt when the message has no text.
    static std::optional<CitedAnswer> of(const Message &message);
    /// The text trimmed, a line break, then a blank line and "[1] title — uri" per source.
    QString lines() const;
};
