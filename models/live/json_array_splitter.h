// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayList>
#include <QByteArrayView>

/// Splits a JSON array that arrives in pieces into its elements, as a Google REST
/// server-streaming method answers (`[{…}\n,{…}\n]`): feed it the bytes as they come, cut
/// anywhere (inside strings, escapes, UTF-8 sequences, numbers), and it hands back each element's
/// text once the element is complete. It only lexes: strings and their escapes, and the nesting of
/// objects and arrays; it does not check the elements (their reader does). The array's own
/// brackets and commas are dropped. Owned by its reader (one per response).
class JsonArraySplitter
{
public:
    enum class State {
        BeforeArray, ///< nothing but white space so far
        InArray, ///< the array is open
        Closed, ///< its ']' came; only white space may follow
        Invalid ///< the text is not an array (or something follows it): see invalidAt()
    };

    /// Reads `bytes`; returns the elements they complete, in order.
    QByteArrayList feed(QByteArrayView bytes);

    State state() const { return m_state; }
    bool isClosed() const { return m_state == State::Closed; }
    /// The byte offset (from the start of the stream) where the text stopped being an array.
    qint64 invalidAt() const { return m_invalidAt; }
    /// Elements handed out so far.
    qsizetype count() const { return m_count; }
    /// Bytes of the element being read (to cap its size).
    qsizetype pendingBytes() const { return m_element.size(); }

private:
    void invalid(qsizetype at);
    void endElement(QByteArrayList &out);

    State m_state = State::BeforeArray;
    QByteArray m_element; ///< the current element's bytes so far
    int m_depth = 0; ///< nesting inside the current element
    bool m_inElement = false;
    bool m_scalar = false; ///< the element is a number or literal (ends at , ] or white space)
    bool m_inString = false;
    bool m_escape = false;
    bool m_expectValue = true; ///< after '[' or ',': an element, not a ',' or ']', comes next
    qint64 m_offset = 0; ///< bytes read before the current feed
    qint64 m_invalidAt = -1;
    qsizetype m_count = 0;
};
