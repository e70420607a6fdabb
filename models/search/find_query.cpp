// SPDX-License-Identifier: GPL-2.0-or-later
#include "search/find_query.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace {

/// The user's expression alone (escaped unless regex), without the whole-word wrapper.
QString corePattern(const FindQuery &q)
{
    return q.regex ? q.text : QRegularExpression::escape(q.text);
}

} // namespace

QRegularExpression::PatternOptions FindQuery::patternOptions() const
{
    QRegularExpression::PatternOptions options = QRegularExpression::UseUnicodePropertiesOption;
    if (!caseSensitive)
        options |= QRegularExpression::CaseInsensitiveOption;
    if (regex)
        options |= QRegularExpression::MultilineOption;
    return options;
}

QString FindQuery::pattern() const
{
    const QString core = corePattern(*this);
    if (!wholeWord)
        return core;
    // A word boundary is a neighbour that is not QChar::isLetterOrNumber() (\p{L}, \p{N}) or '_'.
    // `\E` closes a `\Q` the user left open (PCRE2 ignores a lone `\E`).
    return u"(?<![\\p{L}\\p{N}_])(?:"_s + core + u"\\E)(?![\\p{L}\\p{N}_])"_s;
}

QRegularExpression FindQuery::regularExpression() const
{
    if (regex && wholeWord) {
        // "a)(b" is invalid alone but valid inside the wrapper: check the user's pattern first.
        QRegularExpression alone(text, patternOptions());
        if (!alone.isValid())
            return alone;
    }
    return QRegularExpression(pattern(), patternOptions());
}

bool FindQuery::isValid() const
{
    if (!regex)
        return true;
    return regularExpression().isValid();
}

QString FindQuery::errorString() const
{
    if (!regex)
        return {};
    const QRegularExpression re = regularExpression();
    if (re.isValid())
        return {};
    qsizetype offset = re.patternErrorOffset();
    if (wholeWord && offset >= 0 && re.pattern() != text)
        offset = qBound<qsizetype>(0, offset - 21, text.size()); // inside the wrapper
    //: Find bar: %1 is a character position (1-based) in the pattern, %2 the engine's reason
    return QCoreApplication::translate("FindQuery", "Invalid regular expression at position %1: %2")
        .arg(offset + 1)
        .arg(re.errorString());
}
