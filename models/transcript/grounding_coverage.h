// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "offsets.h"

#include <QString>
#include <QVector>

/// How much of an answer's text its citations cover: the characters a reader sees (not white
/// space, not Markdown markup) and how many of them lie inside at least one cited range, and the
/// sentences with none (QTextBoundaryFinder's sentence breaks, so 。 and ¿…? end them right). A
/// plain value computed from the text and its cited ranges.
struct GroundingCoverage {
    qsizetype shownCharacters = 0;
    qsizetype citedCharacters = 0;
    /// The sentences with no cited character, in order, trimmed to their first and last shown
    /// character (UTF-16 ranges of the text).
    QVector<Utf16Range> uncitedSentences;

    /// The cited share of the shown characters, 0 to 1 (0 when nothing is shown).
    double share() const
    {
        return shownCharacters > 0 ? double(citedCharacters) / double(shownCharacters) : 0.0;
    }
    /// The coverage of `text` (Markdown when `markdown`) by `cited` (UTF-16 ranges of `text`, in
    /// any order, overlapping or not; out-of-range parts ignored).
    static GroundingCoverage of(
        const QString &text, bool markdown, const QVector<Utf16Range> &cited);
};
