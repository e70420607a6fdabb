// SPDX-License-Identifier: GPL-2.0-or-later
#include "snippet_html.h"

#include <QHash>
#include <QStringList>
#include <QVector>

using namespace Qt::StringLiterals;

namespace {

/// One piece of a parsed snippet: decoded text, or one of the allowed tags.
struct Token {
    enum Kind { Text, Open, Close, Break, Block };
    Kind kind = Text;
    QString text; ///< decoded text (Text) or the lower-case tag name (Open, Close)
};

constexpr int kMaxDepth = 16; ///< deeper nesting of allowed tags is dropped
constexpr char32_t kReplacement = 0xFFFD;

bool isAllowedInline(const QString &name)
{
    return name == u"b"_s || name == u"strong"_s || name == u"i"_s || name == u"em"_s;
}

/// Elements whose contents are not text to show (scripts, styles, embedded documents).
bool isRawText(const QString &name)
{
    static const QStringList names = {u"script"_s, u"style"_s, u"textarea"_s, u"title"_s, u"xmp"_s,
        u"iframe"_s, u"noembed"_s, u"noframes"_s, u"noscript"_s, u"template"_s, u"object"_s,
        u"svg"_s, u"math"_s, u"plaintext"_s};
    return names.contains(name);
}

/// Tags that separate words when stripped (so "<p>a</p><p>b</p>" does not read "ab").
bool isBlock(const QString &name)
{
    static const QStringList names = {u"p"_s, u"div"_s, u"li"_s, u"ul"_s, u"ol"_s, u"tr"_s, u"td"_s,
        u"th"_s, u"h1"_s, u"h2"_s, u"h3"_s, u"h4"_s, u"h5"_s, u"h6"_s, u"hr"_s, u"table"_s,
        u"section"_s, u"article"_s, u"blockquote"_s, u"dd"_s, u"dt"_s};
    return names.contains(name);
}

bool isAsciiLetter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

bool isNameChar(QChar c)
{
    return isAsciiLetter(c) || (c >= u'0' && c <= u'9') || c == u'-' || c == u':' || c == u'_';
}

const QHash<QString, char32_t> &namedEntities()
{
    static const QHash<QString, char32_t> table
        = {{u"amp"_s, U'&'}, {u"lt"_s, U'<'}, {u"gt"_s, U'>'}, {u"quot"_s, U'"'},
            {u"apos"_s, U'\''}, {u"nbsp"_s, 0xA0}, {u"ensp"_s, 0x2002}, {u"emsp"_s, 0x2003},
            {u"thinsp"_s, 0x2009}, {u"shy"_s, 0xAD}, {u"zwnj"_s, 0x200C}, {u"zwj"_s, 0x200D},
            {u"lrm"_s, 0x200E}, {u"rlm"_s, 0x200F}, {u"copy"_s, 0xA9}, {u"reg"_s, 0xAE},
            {u"trade"_s, 0x2122}, {u"hellip"_s, 0x2026}, {u"mdash"_s, 0x2014}, {u"ndash"_s, 0x2013},
            {u"lsquo"_s, 0x2018}, {u"rsquo"_s, 0x2019}, {u"sbquo"_s, 0x201A}, {u"ldquo"_s, 0x201C},
            {u"rdquo"_s, 0x201D}, {u"bdquo"_s, 0x201E}, {u"laquo"_s, 0xAB}, {u"raquo"_s, 0xBB},
            {u"middot"_s, 0xB7}, {u"bull"_s, 0x2022}, {u"deg"_s, 0xB0}, {u"times"_s, 0xD7},
            {u"divide"_s, 0xF7}, {u"plusmn"_s, 0xB1}, {u"minus"_s, 0x2212}, {u"le"_s, 0x2264},
            {u"ge"_s, 0x2265}, {u"ne"_s, 0x2260}, {u"euro"_s, 0x20AC}, {u"yen"_s, 0xA5},
            {u"pound"_s, 0xA3}, {u"cent"_s, 0xA2}, {u"sect"_s, 0xA7}, {u"para"_s, 0xB6},
            {u"micro"_s, 0xB5}, {u"iexcl"_s, 0xA1}, {u"iquest"_s, 0xBF}, {u"ordf"_s, 0xAA},
            {u"ordm"_s, 0xBA}, {u"larr"_s, 0x2190}, {u"rarr"_s, 0x2192}, {u"uarr"_s, 0x2191},
            {u"darr"_s, 0x2193}, {u"aacute"_s, 0xE1}, {u"eacute"_s, 0xE9}, {u"iacute"_s, 0xED},
            {u"oacute"_s, 0xF3}, {u"uacute"_s, 0xFA}, {u"ntilde"_s, 0xF1}, {u"uuml"_s, 0xFC},
            {u"Aacute"_s, 0xC1}, {u"Eacute"_s, 0xC9}, {u"Iacute"_s, 0xCD}, {u"Oacute"_s, 0xD3},
            {u"Uacute"_s, 0xDA}, {u"Ntilde"_s, 0xD1}, {u"Uuml"_s, 0xDC}, {u"agrave"_s, 0xE0},
            {u"egrave"_s, 0xE8}, {u"ccedil"_s, 0xE7}, {u"Ccedil"_s, 0xC7}, {u"acirc"_s, 0xE2},
            {u"ecirc"_s, 0xEA}, {u"ocirc"_s, 0xF4}, {u"auml"_s, 0xE4}, {u"ouml"_s, 0xF6},
            {u"Auml"_s, 0xC4}, {u"Ouml"_s, 0xD6}, {u"szlig"_s, 0xDF}};
    return table;
}

void appendCodePoint(QString &out, char32_t cp)
{
    if (cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        cp = kReplacement;
    out.append(QString::fromUcs4(&cp, 1));
}

/// Decodes the character reference starting at `text[at] == '&'`. Returns how many characters it
/// used (0 when it is not a reference: the '&' is then literal text).
int decodeEntity(const QString &text, int at, QString &out)
{
    const int n = int(text.size());
    int i = at + 1;
    if (i < n && text.at(i) == u'#') {
        ++i;
        const bool hex = i < n && (text.at(i) == u'x' || text.at(i) == u'X');
        if (hex)
            ++i;
        const int digitsStart = i;
        quint64 value = 0;
        while (i < n) {
            const QChar c = text.at(i);
            int digit = -1;
            if (c >= u'0' && c <= u'9')
                digit = c.unicode() - u'0';
            else if (hex && c >= u'a' && c <= u'f')
                digit = c.unicode() - u'a' + 10;
            else if (hex && c >= u'A' && c <= u'F')
                digit = c.unicode() - u'A' + 10;
            if (digit < 0)
                break;
            value = qMin<quint64>(value * (hex ? 16 : 10) + quint64(digit), 0x110000);
            ++i;
        }
        if (i == digitsStart || i >= n || text.at(i) != u';')
            return 0;
        appendCodePoint(out, char32_t(value));
        return i + 1 - at;
    }
    const int nameStart = i;
    while (i < n && i - nameStart <= 32 && isNameChar(text.at(i)))
        ++i;
    if (i == nameStart || i >= n || text.at(i) != u';')
        return 0;
    const auto found = namedEntities().constFind(text.mid(nameStart, i - nameStart));
    if (found == namedEntities().cend())
        return 0; // unknown name: shown as written
    appendCodePoint(out, found.value());
    return i + 1 - at;
}

QString decodeEntities(const QString &text)
{
    if (!text.contains(u'&'))
        return text;
    QString out;
    out.reserve(text.size());
    for (int i = 0; i < text.size();) {
        if (text.at(i) == u'&') {
            const int used = decodeEntity(text, i, out);
            if (used > 0) {
                i += used;
                continue;
            }
        }
        out.append(text.at(i));
        ++i;
    }
    return out;
}

/// The index of the '>' that ends the tag whose name ends before `from`, or -1. Quotes after '='
/// may hold a '>'.
int findTagEnd(const QString &html, int from)
{
    const int n = int(html.size());
    QChar quote;
    bool afterEquals = false;
    for (int i = from; i < n; ++i) {
        const QChar c = html.at(i);
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            continue;
        }
        if (afterEquals && (c == u'"' || c == u'\'')) {
            quote = c;
            afterEquals = false;
            continue;
        }
        if (c == u'>')
            return i;
        if (c == u'=')
            afterEquals = true;
        else if (!c.isSpace())
            afterEquals = false;
    }
    return -1;
}

/// The position just after the end tag `</name ...>` at or after `from`, or -1 when none.
int skipRawText(const QString &html, int from, const QString &name)
{
    const QString needle = u"</"_s + name;
    int at = from;
    while ((at = int(html.indexOf(needle, at, Qt::CaseInsensitive))) >= 0) {
        const int after = at + int(needle.size());
        if (after >= html.size() || !isNameChar(html.at(after))) {
            const int end = findTagEnd(html, after);
            return end < 0 ? -1 : end + 1;
        }
        at = after;
    }
    return -1;
}

QVector<Token> tokenize(const QString &html)
{
    QVector<Token> tokens;
    QString raw;
    const auto flush = [&] {
        if (!raw.isEmpty())
            tokens.append(Token {Token::Text, decodeEntities(raw)});
        raw.clear();
    };
    const int n = int(html.size());
    int i = 0;
    while (i < n) {
        const QChar c = html.at(i);
        if (c != u'<' || i + 1 >= n) {
            raw.append(c);
            ++i;
            continue;
        }
        const QChar next = html.at(i + 1);
        if (next == u'!' || next == u'?') { // comment, doctype, CDATA, processing instruction
            flush();
            const bool comment = html.mid(i, 4) == u"<!--"_s;
            const int end
                = comment ? int(html.indexOf(u"-->"_s, i + 4)) : int(html.indexOf(u'>', i));
            i = end < 0 ? n : end + (comment ? 3 : 1);
            continue;
        }
        const bool closing = next == u'/';
        const int nameStart = i + (closing ? 2 : 1);
        if (nameStart >= n || !isAsciiLetter(html.at(nameStart))) {
            raw.append(c); // "a < b": a literal '<'
            ++i;
            continue;
        }
        int j = nameStart;
        while (j < n && isNameChar(html.at(j)))
            ++j;
        const QString name = html.mid(nameStart, j - nameStart).toLower();
        const int end = findTagEnd(html, j);
        flush();
        if (end < 0)
            break; // an unterminated tag: the rest is not text
        i = end + 1;
        if (!closing && isRawText(name)) {
            const int after = skipRawText(html, i, name);
            i = after < 0 ? n : after;
            continue;
        }
        if (name == u"br"_s)
            tokens.append(Token {Token::Break, {}});
        else if (isAllowedInline(name))
            tokens.append(Token {closing ? Token::Close : Token::Open, name});
        else if (isBlock(name))
            tokens.append(Token {Token::Block, {}});
    }
    flush();
    return tokens;
}

QString escaped(const QString &text)
{
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar c : text) {
        if (c == u'&')
            out += u"&amp;"_s;
        else if (c == u'<')
            out += u"&lt;"_s;
        else if (c == u'>')
            out += u"&gt;"_s;
        else if (c == u'"')
            out += u"&quot;"_s;
        else
            out += c;
    }
    return out;
}

bool endsWithSpace(const QString &text)
{
    return text.isEmpty() || text.back().isSpace() || text.endsWith(u"<br>"_s);
}

} // namespace

QString sanitizeSnippet(const QString &html)
{
    QString out;
    QStringList open; // allowed inline tags still open, outermost first
    for (const Token &token : tokenize(html)) {
        switch (token.kind) {
        case Token::Text:
            out += escaped(token.text);
            break;
        case Token::Break:
            out += u"<br>"_s;
            break;
        case Token::Block:
            if (!endsWithSpace(out))
                out += u' ';
            break;
        case Token::Open:
            if (open.size() >= kMaxDepth)
                break; // absurd nesting: the tag is dropped
            open.append(token.text);
            out += u'<' + token.text + u'>';
            break;
        case Token::Close: {
            const int at = int(open.lastIndexOf(token.text));
            if (at < 0)
                break; // a stray end tag
            while (open.size() > at)
                out += u"</"_s + open.takeLast() + u'>';
            break;
        }
        }
    }
    while (!open.isEmpty())
        out += u"</"_s + open.takeLast() + u'>';
    return out;
}

QString snippetPlainText(const QString &html)
{
    QString out;
    for (const Token &token : tokenize(html)) {
        if (token.kind == Token::Text)
            out += token.text;
        else if (token.kind == Token::Break)
            out += u'\n';
        else if (token.kind == Token::Block && !out.isEmpty() && !out.back().isSpace())
            out += u' ';
    }
    out.replace(QChar(0xA0), u' ');
    return out;
}
