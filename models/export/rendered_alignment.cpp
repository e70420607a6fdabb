// SPDX-License-Identifier: GPL-2.0-or-later
#include "rendered_alignment.h"

#include "transcript/markdown_gaps.h"

#include <QHash>
#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// Stands for a rendered character that comes from no source character (a noncharacter: a
/// source that holds one only loses that character's match).
constexpr QChar kNoSource(0xFFFF);

/// How far ahead in the source a rendered character is looked for (markup gaps are short; a
/// character found no nearer is one the rendering made up, such as a decoded entity).
constexpr qsizetype kWindow = 4096;

bool isSpace(QChar c)
{
    return c.isSpace() || c.unicode() == 0xfdd0 || c.unicode() == 0xfdd1;
}

/// The character an entity at `at` ("&amp;", "&#233;", "&#x1F600;") stands for, and its length
/// in `length`; empty when there is none.
QString entityAt(const QString &s, qsizetype at, qsizetype *length)
{
    static const QHash<QString, QString> named
        = {{u"amp"_s, u"&"_s}, {u"lt"_s, u"<"_s}, {u"gt"_s, u">"_s}, {u"quot"_s, u"\""_s},
            {u"apos"_s, u"'"_s}, {u"nbsp"_s, QString(QChar(0xa0))}, {u"copy"_s, u"©"_s},
            {u"reg"_s, u"®"_s}, {u"hellip"_s, u"…"_s}, {u"mdash"_s, u"—"_s}, {u"ndash"_s, u"–"_s},
            {u"laquo"_s, u"«"_s}, {u"raquo"_s, u"»"_s}, {u"euro"_s, u"€"_s}};
    if (at >= s.size() || s.at(at) != u'&')
        return QString();
    const qsizetype end = s.indexOf(u';', at);
    if (end < 0 || end - at > 32)
        return QString();
    const QString name = s.mid(at + 1, end - at - 1);
    QString decoded;
    if (name.startsWith(u'#')) {
        bool ok = false;
        const bool hex = name.size() > 1 && (name.at(1) == u'x' || name.at(1) == u'X');
        const uint code = name.mid(hex ? 2 : 1).toUInt(&ok, hex ? 16 : 10);
        if (ok && code > 0 && code <= 0x10ffff) {
            const char32_t c = code;
            decoded = QString::fromUcs4(&c, 1);
        }
    } else {
        decoded = named.value(name);
    }
    if (!decoded.isEmpty())
        *length = end + 1 - at;
    return decoded;
}

} // namespace

RenderedAlignment::RenderedAlignment(
    const QTextDocument *document, const QString &source, int noSourceProperty)
{
    QString rendered = document->toPlainText(); // positions are indices (§ FindHighlight)
    // Citation markers ("[1]") come from no source character: never matched (their digits
    // would be taken for the source's next ones).
    for (QTextBlock block = document->begin(); noSourceProperty >= 0 && block.isValid();
         block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            if (f.charFormat().boolProperty(noSourceProperty))
                rendered.replace(f.position(), f.length(), QString(f.length(), kNoSource));
        }
    }
    m_hidden = MarkdownGaps::mask(source);
    const QByteArray &hidden = m_hidden;
    const qsizetype n = source.size();
    qsizetype window = kWindow; // shrinks when the rendering makes much up (a hostile text)
    const auto findFrom = [&](qsizetype j, auto matches) -> qsizetype {
        for (qsizetype k = j; k < n && k - j < window; ++k) {
            if (hidden.at(k) == MarkdownGaps::Shown && matches(source.at(k)))
                return k;
        }
        return -1;
    };
    // The next shown space and '&' from j, kept as j moves forward (linear overall).
    qsizetype space = 0;
    qsizetype amp = 0;
    const auto nextSpace = [&](qsizetype j) {
        space = qMax(space, j);
        while (space < n && (hidden.at(space) != MarkdownGaps::Shown || !isSpace(source.at(space))))
            ++space;
        return space < n && space - j < window ? space : qsizetype(-1);
    };
    const auto nextAmp = [&](qsizetype j) {
        amp = qMax(amp, j);
        while (amp < n && (hidden.at(amp) != MarkdownGaps::Shown || source.at(amp) != u'&')) {
            const qsizetype k = source.indexOf(u'&', amp + 1);
            amp = k < 0 ? n : k;
        }
        return amp < n && amp - j < window ? amp : qsizetype(-1);
    };
    qsizetype j = 0; // the next source character not yet matched or passed
    m_position.reserve(rendered.size());
    m_sourceUtf16.reserve(rendered.size());
    const auto match = [&](int position, qsizetype at, qsizetype length) {
        m_position.append(position);
        m_sourceUtf16.append(at);
        j = at + length;
    };
    // Where the character after a run of white space was found, and from where.
    struct {
        qsizetype rendered = -1;
        qsizetype from = -1;
        qsizetype at = -1;
    } lookedUp;
    for (int i = 0; i < rendered.size(); ++i) {
        const QChar c = rendered.at(i);
        if (c == kNoSource)
            continue;
        if (isSpace(c)) {
            // White space matches source white space only when that comes before the next
            // shown character (a table cell's break has no source space of its own).
            int next = i + 1;
            while (next < rendered.size() && isSpace(rendered.at(next)))
                ++next;
            const qsizetype spaceAt = nextSpace(j);
            if (spaceAt < 0)
                continue;
            const qsizetype shown = next >= rendered.size()
                ? -1
                : findFrom(j, [&](QChar s) { return s == rendered.at(next); });
            lookedUp = {next, j, shown}; // the next character's search, unless j moves
            if (shown < 0 || spaceAt < shown)
                j = spaceAt + 1; // passed, not kept: ranges begin and end on shown characters
            continue;
        }
        qsizetype length = 0;
        const qsizetype plain = lookedUp.rendered == i && lookedUp.from == j
            ? lookedUp.at
            : findFrom(j, [c](QChar s) { return s == c; });
        const qsizetype entity = c == u'&' ? -1 : nextAmp(j);
        if (entity >= 0 && (plain < 0 || entity < plain)) {
            const QString decoded = entityAt(source, entity, &length);
            if (!decoded.isEmpty() && rendered.mid(i, decoded.size()) == decoded) {
                for (int k = 0; k < decoded.size(); ++k)
                    match(i + k, entity, length);
                i += int(decoded.size()) - 1;
                continue;
            }
        }
        if (plain >= 0) {
            match(i, plain, 1);
        } else if (++m_unmatched > 256) {
            window = 64;
        }
    }
}

int RenderedAlignment::beginPosition(qsizetype sourceUtf16) const
{
    const auto it = std::lower_bound(m_sourceUtf16.cbegin(), m_sourceUtf16.cend(), sourceUtf16);
    if (it == m_sourceUtf16.cend())
        return m_position.isEmpty() ? 0 : m_position.last() + 1;
    return m_position.at(it - m_sourceUtf16.cbegin());
}

int RenderedAlignment::endPosition(qsizetype sourceUtf16) const
{
    const auto it = std::lower_bound(m_sourceUtf16.cbegin(), m_sourceUtf16.cend(), sourceUtf16);
    if (it == m_sourceUtf16.cbegin())
        return 0;
    return m_position.at(it - m_sourceUtf16.cbegin() - 1) + 1;
}

bool RenderedAlignment::insideHiddenText(qsizetype sourceUtf16) const
{
    return MarkdownGaps::insideHiddenText(m_hidden, sourceUtf16);
}
