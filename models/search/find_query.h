// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QMetaType>
#include <QRegularExpression>
#include <QString>

/// What the user asked Find to look for: the text and its three switches. A plain value; the
/// views, FileSearch and findMatches() all turn it into the same regularExpression().
struct FindQuery {
    QString text;
    bool caseSensitive = false;
    bool wholeWord = false;
    bool regex = false;

    /// True when there is nothing to look for.
    bool isEmpty() const { return text.isEmpty(); }
    /// False when `regex` is set and `text` is not a valid regular expression.
    bool isValid() const;
    /// Why the query is invalid (translated, with the position), or empty when it is valid.
    QString errorString() const;

    /// The one expression for every mode: the escaped text (or the pattern itself when `regex`),
    /// with Unicode properties, case-insensitive unless `caseSensitive`, `^`/`$` at line breaks,
    /// and for `wholeWord` neighbours that are not letters, digits or '_' (so it works next to
    /// Japanese text too: 「京都」 is a whole word, 東京都 does not contain the word 京都).
    /// An invalid user pattern is returned as it is, so isValid() of the result is false.
    QRegularExpression regularExpression() const;
    /// The pattern string regularExpression() uses.
    QString pattern() const;
    QRegularExpression::PatternOptions patternOptions() const;

    bool operator==(const FindQuery &o) const
    {
        return text == o.text && caseSensitive == o.caseSensitive && wholeWord == o.wholeWord
            && regex == o.regex;
    }
    bool operator!=(const FindQuery &o) const { return !(*this == o); }
};

Q_DECLARE_METATYPE(FindQuery)
