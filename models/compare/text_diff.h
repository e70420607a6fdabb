// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/offsets.h"

#include <QString>
#include <QVector>

/// One run of a word diff: text kept on both sides, only on the left (removed) or only on the
/// right (added), as UTF-16 ranges of the two texts (the side a run is not on is empty, at the
/// place it would go). A plain value.
struct TextDiffRun {
    enum class Kind { Same, Removed, Added };
    Kind kind = Kind::Same;
    Utf16Range left;
    Utf16Range right;
    bool operator==(const TextDiffRun &o) const
    {
        return kind == o.kind && left == o.left && right == o.right;
    }
};

/// What a word diff does not count as a difference (the view's toggles; the texts are shown as
/// they are).
struct TextDiffOptions {
    bool ignoreSpace = false; ///< any run of white space equals any other
    bool ignoreCase = false; ///< compared case-folded
    bool ignoreWidth = false; ///< compared in NFKC (full-width and half-width forms alike)
};

/// The tokens a word diff compares, as UTF-16 ranges of `text` that cover it: runs of letters
/// and digits (a word, with its apostrophes and combining marks), each Chinese, Japanese or
/// Korean character on its own (those scripts put no spaces between words), each punctuation
/// mark or symbol, and runs of white space; always whole grapheme clusters (a kana and its
/// voicing mark, an emoji sequence).
QVector<Utf16Range> diffTokens(const QString &text);

/// The word diff of `left` and `right` (expected and actual answers, two runs' texts): a
/// shortest edit script over diffTokens() (Myers), as runs in text order; adjacent runs of one
/// kind are merged, and a change is a Removed run followed by an Added one. Texts whose edit
/// distance exceeds `maxEdits` tokens are one Removed and one Added run after their common
/// prefix and suffix (the view says "rewritten" rather than showing noise), so the cost stays
/// O((n + m) * maxEdits). `options` say which differences do not count.
QVector<TextDiffRun> diffWords(
    const QString &left, const QString &right, TextDiffOptions options = {}, int maxEdits = 2000);
