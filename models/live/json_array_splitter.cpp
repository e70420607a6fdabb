// SPDX-License-Identifier: GPL-2.0-or-later
// The elements of a streamed JSON array, as they complete (RFC 8259 lexing only).
#include "json_array_splitter.h"

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

bool isByteOrderMark(char c)
{
    const uchar u = uchar(c);
    return u == 0xEF || u == 0xBB || u == 0xBF;
}

} // namespace

void JsonArraySplitter::invalid(qsizetype at)
{
    m_state = State::Invalid;
    m_invalidAt = m_offset + at;
}

void JsonArraySplitter::endElement(QByteArrayList &out)
{
    out.append(m_element);
    m_element.clear();
    m_inElement = false;
    m_scalar = false;
    m_inString = false;
    m_escape = false;
    m_depth = 0;
    ++m_count;
}

QByteArrayList JsonArraySplitter::feed(QByteArrayView bytes)
{
    QByteArrayList out;
    for (qsizetype i = 0; i < bytes.size() && m_state != State::Invalid; ++i) {
        const char ch = bytes.at(i);
        if (m_state == State::BeforeArray) {
            if (ch == '[') {
                m_state = State::InArray;
                m_expectValue = true;
            } else if (!isSpace(ch) && !(m_offset + i < 3 && isByteOrderMark(ch))) {
                invalid(i);
            }
            continue;
        }
        if (m_state == State::Closed) {
            if (!isSpace(ch))
                invalid(i);
            continue;
        }
        if (m_inElement) {
            if (m_scalar) {
                if (ch != ',' && ch != ']' && !isSpace(ch)) {
                    m_element += ch;
                    continue;
                }
                endElement(out); // and the separator is read below
            } else {
                m_element += ch;
                if (m_inString) {
                    if (m_escape)
                        m_escape = false;
                    else if (ch == '\\')
                        m_escape = true;
                    else if (ch == '"') {
                        m_inString = false;
                        if (m_depth == 0)
                            endElement(out);
                    }
                } else if (ch == '"') {
                    m_inString = true;
                } else if (ch == '{' || ch == '[') {
                    ++m_depth;
                } else if (ch == '}' || ch == ']') {
                    if (--m_depth == 0)
                        endElement(out);
                }
                continue;
            }
        }
        // Between elements.
        if (isSpace(ch))
            continue;
        if (ch == ']') {
            if (m_expectValue && m_count > 0) // "[1,]"
                invalid(i);
            else
                m_state = State::Closed;
            continue;
        }
        if (ch == ',') {
            if (m_expectValue)
                invalid(i);
            m_expectValue = true;
            continue;
        }
        if (!m_expectValue || ch == '}') { // two elements without a comma, or a stray '}'
            invalid(i);
            continue;
        }
        m_expectValue = false;
        m_inElement = true;
        m_element = QByteArray(1, ch);
        if (ch == '"')
            m_inString = true;
        else if (ch == '{' || ch == '[')
            m_depth = 1;
        else
            m_scalar = true;
    }
    m_offset += bytes.size();
    return out;
}
