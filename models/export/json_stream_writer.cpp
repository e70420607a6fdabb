// SPDX-License-Identifier: GPL-2.0-or-later
#include "json_stream_writer.h"

#include <QLocale>

#include <cmath>

JsonStreamWriter::JsonStreamWriter(int indent)
    : m_indent(indent)
{ }

void JsonStreamWriter::newline()
{
    if (m_indent <= 0)
        return;
    m_out += '\n';
    m_out += QByteArray(m_levels.size() * m_indent, ' ');
}

void JsonStreamWriter::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_levels.isEmpty())
        return;
    Level &level = m_levels.last();
    if (level.count > 0)
        m_out += ',';
    ++level.count;
    newline();
}

void JsonStreamWriter::key(const QString &name)
{
    beforeValue();
    m_out += quote(name);
    m_out += m_indent > 0 ? ": " : ":";
    m_afterKey = true;
}

void JsonStreamWriter::beginObject()
{
    beforeValue();
    m_out += '{';
    m_levels.append({true, 0});
}

void JsonStreamWriter::beginArray()
{
    beforeValue();
    m_out += '[';
    m_levels.append({false, 0});
}

void JsonStreamWriter::endObject()
{
    endArray();
}

void JsonStreamWriter::endArray()
{
    if (m_levels.isEmpty())
        return;
    const Level level = m_levels.takeLast();
    if (level.count > 0)
        newline();
    m_out += level.isObject ? '}' : ']';
    if (m_levels.isEmpty() && m_indent > 0)
        m_out += '\n';
}

void JsonStreamWriter::value(const QString &text)
{
    beforeValue();
    m_out += quote(text);
}

void JsonStreamWriter::value(qint64 number)
{
    beforeValue();
    m_out += QByteArray::number(number);
}

void JsonStreamWriter::value(double number)
{
    beforeValue();
    if (!std::isfinite(number)) {
        m_out += "null";
        return;
    }
    m_out += QByteArray::number(number, 'g', QLocale::FloatingPointShortest);
}

void JsonStreamWriter::value(bool flag)
{
    beforeValue();
    m_out += flag ? "true" : "false";
}

void JsonStreamWriter::nullValue()
{
    beforeValue();
    m_out += "null";
}

void JsonStreamWriter::stringOrNull(const QString &text)
{
    if (text.isNull())
        nullValue();
    else
        value(text);
}

void JsonStreamWriter::raw(const JsonText &json)
{
    beforeValue();
    m_out += json.isNull() ? QByteArray("null") : json.json.trimmed();
}

QByteArray JsonStreamWriter::result() const
{
    return m_out;
}

QByteArray JsonStreamWriter::quote(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    QByteArray out;
    out.reserve(utf8.size() + 2);
    out += '"';
    for (const char ch : utf8) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default:
            if (c < 0x20) {
                static const char hex[] = "0123456789abcdef";
                out += "\\u00";
                out += hex[c >> 4];
                out += hex[c & 0xf];
            } else {
                out += ch;
            }
        }
    }
    out += '"';
    return out;
}
