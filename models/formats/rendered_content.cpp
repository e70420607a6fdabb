// SPDX-License-Identifier: GPL-2.0-or-later
// A tolerant HTML tag scanner for chips and snippets (formats.md §3.12). It only splits the input
// into text runs and tags; nothing is rendered, loaded or executed.
#include "rendered_content.h"

#include <QHash>
#include <functional>

using namespace Qt::StringLiterals;

namespace {

bool isNameChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'-' || c == u':' || c == u'_';
}

// Elements whose contents are never visible text.
bool isOpaque(const QString &name)
{
    return name == u"script"_s || name == u"style"_s || name == u"svg"_s || name == u"template"_s
        || name == u"noscript"_s;
}

bool isLineBreak(const QString &name)
{
    return name == u"br"_s || name == u"p"_s || name == u"div"_s || name == u"li"_s
        || name == u"tr"_s;
}

// The value of attribute `wanted` in the raw attribute text of a tag; null when absent.
QString attribute(QStringView attrs, QStringView wanted)
{
    qsizetype i = 0;
    const qsizetype n = attrs.size();
    while (i < n) {
        while (i < n && (attrs[i].isSpace() || attrs[i] == u'/'))
            ++i;
        const qsizetype nameStart = i;
        while (i < n && !attrs[i].isSpace() && attrs[i] != u'=' && attrs[i] != u'/')
            ++i;
        const QStringView name = attrs.mid(nameStart, i - nameStart);
        while (i < n && attrs[i].isSpace())
            ++i;
        QStringView value;
        bool hasValue = false;
        if (i < n && attrs[i] == u'=') {
            hasValue = true;
            ++i;
            while (i < n && attrs[i].isSpace())
                ++i;
            if (i < n && (attrs[i] == u'"' || attrs[i] == u'\'')) {
                const QChar quote = attrs[i];
                const qsizetype valueStart = ++i;
                while (i < n && attrs[i] != quote)
                    ++i;
                value = attrs.mid(valueStart, i - valueStart);
                if (i < n)
                    ++i;
            } else {
                const qsizetype valueStart = i;
                while (i < n && !attrs[i].isSpace())
                    ++i;
                value = attrs.mid(valueStart, i - valueStart);
            }
        }
        if (name.isEmpty() && !hasValue) {
            ++i; // a stray character: skip it
            continue;
        }
        if (name.compare(wanted, Qt::CaseInsensitive) == 0)
            return hasValue ? value.toString() : u""_s;
    }
    return QString();
}

// Scans `html`, calling `onText` for text runs (raw, not decoded) and `onTag` for tags.
void scan(QStringView html, const std::function<void(QStringView)> &onText,
    const std::function<void(const QString &name, bool closing, QStringView attrs)> &onTag)
{
    const qsizetype n = html.size();
    qsizetype i = 0;
    qsizetype textStart = 0;
    auto flush = [&](qsizetype end) {
        if (end > textStart)
            onText(html.mid(textStart, end - textStart));
    };
    while (i < n) {
        if (html[i] != u'<') {
            ++i;
            continue;
        }
        if (html.mid(i, 4) == u"<!--") {
            flush(i);
            const qsizetype close = html.indexOf(u"-->", i + 4);
            i = close < 0 ? n : close + 3;
            textStart = i;
            continue;
        }
        qsizetype j = i + 1;
        const bool closing = j < n && html[j] == u'/';
        if (closing)
            ++j;
        const qsizetype nameStart = j;
        while (j < n && isNameChar(html[j]))
            ++j;
        if (j == nameStart) {
            if (j < n && (html[j] == u'!' || html[j] == u'?')) { // <!DOCTYPE …>, <?xml …?>
                flush(i);
                const qsizetype close = html.indexOf(u'>', j);
                i = close < 0 ? n : close + 1;
                textStart = i;
                continue;
            }
            ++i; // "a < b": not a tag
            continue;
        }
        const QString name = html.mid(nameStart, j - nameStart).toString().toLower();
        qsizetype end = j;
        QChar quote;
        while (end < n && (quote != QChar() || html[end] != u'>')) {
            if (quote == QChar() && (html[end] == u'"' || html[end] == u'\''))
                quote = html[end];
            else if (quote != QChar() && html[end] == quote)
                quote = QChar();
            ++end;
        }
        flush(i);
        const QStringView attrs = html.mid(j, end - j);
        i = end < n ? end + 1 : n;
        textStart = i;
        if (!closing && isOpaque(name) && !attrs.trimmed().endsWith(u'/')) {
            // Skip to the matching end tag (not nested: script/style cannot nest).
            const QString endTag = u"</"_s + name;
            const qsizetype close = html.indexOf(endTag, i, Qt::CaseInsensitive);
            if (close < 0) {
                i = n;
            } else {
                const qsizetype gt = html.indexOf(u'>', close);
                i = gt < 0 ? n : gt + 1;
            }
            textStart = i;
            continue;
        }
        onTag(name, closing, attrs);
    }
    flush(n);
}

const QHash<QString, char16_t> &namedEntities()
{
    static const QHash<QString, char16_t> names = {{u"amp"_s, u'&'}, {u"lt"_s, u'<'},
        {u"gt"_s, u'>'}, {u"quot"_s, u'"'}, {u"apos"_s, u'\''}, {u"nbsp"_s, 0x00A0},
        {u"copy"_s, 0x00A9}, {u"reg"_s, 0x00AE}, {u"trade"_s, 0x2122}, {u"hellip"_s, 0x2026},
        {u"mdash"_s, 0x2014}, {u"ndash"_s, 0x2013}, {u"lsquo"_s, 0x2018}, {u"rsquo"_s, 0x2019},
        {u"ldquo"_s, 0x201C}, {u"rdquo"_s, 0x201D}, {u"laquo"_s, 0x00AB}, {u"raquo"_s, 0x00BB},
        {u"middot"_s, 0x00B7}, {u"bull"_s, 0x2022}, {u"euro"_s, 0x20AC}, {u"deg"_s, 0x00B0}};
    return names;
}

} // namespace

QString decodeHtmlEntities(QStringView text)
{
    QString out;
    out.reserve(text.size());
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        const QChar c = text[i];
        if (c != u'&') {
            out += c;
            ++i;
            continue;
        }
        qsizetype j = i + 1;
        if (j < n && text[j] == u'#') {
            ++j;
            const bool hex = j < n && (text[j] == u'x' || text[j] == u'X');
            if (hex)
                ++j;
            const qsizetype digitsStart = j;
            auto isDigit = [hex](QChar d) {
                const char16_t u = d.unicode();
                return (u >= u'0' && u <= u'9')
                    || (hex && ((u >= u'a' && u <= u'f') || (u >= u'A' && u <= u'F')));
            };
            while (j < n && j - digitsStart < 8 && isDigit(text[j]))
                ++j;
            if (j == digitsStart) {
                out += c;
                ++i;
                continue;
            }
            bool ok = false;
            uint code = text.mid(digitsStart, j - digitsStart).toUInt(&ok, hex ? 16 : 10);
            if (!ok || code == 0 || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
                code = 0xFFFD;
            const char32_t cp = code;
            out += QString::fromUcs4(&cp, 1);
            i = (j < n && text[j] == u';') ? j + 1 : j;
            continue;
        }
        const qsizetype nameStart = j;
        while (
            j < n && j - nameStart < 10 && text[j].isLetterOrNumber() && text[j].unicode() < 0x80)
            ++j;
        if (j < n && text[j] == u';') {
            const auto it
                = namedEntities().constFind(text.mid(nameStart, j - nameStart).toString());
            if (it != namedEntities().constEnd()) {
                out += QChar(it.value());
                i = j + 1;
                continue;
            }
        }
        out += c;
        ++i;
    }
    return out;
}

QVector<ExtractedLink> extractAnchorLinks(QStringView html)
{
    QVector<ExtractedLink> links;
    bool inAnchor = false;
    QString href;
    QString text;
    auto finish = [&]() {
        if (!inAnchor)
            return;
        inAnchor = false;
        ExtractedLink link;
        link.text = decodeHtmlEntities(text).simplified();
        link.href = decodeHtmlEntities(href).trimmed();
        if (!link.text.isEmpty() || !link.href.isEmpty())
            links.append(link);
    };
    scan(
        html,
        [&](QStringView run) {
            if (inAnchor)
                text += run;
        },
        [&](const QString &name, bool closing, QStringView attrs) {
            if (name == u"a"_s) {
                finish();
                if (!closing) {
                    inAnchor = true;
                    href = attribute(attrs, u"href");
                    text.clear();
                }
            } else if (inAnchor && isLineBreak(name)) {
                text += u' ';
            }
        });
    finish();
    return links;
}

QString htmlToPlainText(QStringView html)
{
    QString raw;
    scan(
        html, [&](QStringView run) { raw += run; },
        [&](const QString &name, bool closing, QStringView) {
            if (isLineBreak(name) && (!closing || name != u"br"_s))
                raw += u'\n';
        });
    // Decode after scanning so that a decoded "&lt;" is never taken for a tag.
    QString text = decodeHtmlEntities(raw);
    // Collapse runs of blank lines the tags produced; keep the text's own spacing otherwise.
    while (text.contains(u"\n\n\n"))
        text.replace(u"\n\n\n"_s, u"\n\n"_s);
    return text.trimmed();
}
