// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

#include <utility>

/// The JSON path of a message or chunk in its source (`turns[0].messages[1].chunks[2]`), held by
/// its Message or Chunk. A reader that numbers messages and chunks under a parent's path keeps
/// that path (shared, not copied) and up to two steps (`messages`, 1; `chunks`, 2); the text is
/// written out only when asked for: readers make a path for every message and chunk of a file,
/// and `check` reads almost none. Other readers give the whole path. Converts to QString.
class JsonPath
{
public:
    JsonPath() = default;
    /// A whole path.
    JsonPath(QString whole)
        : m_parent(std::move(whole))
    { }
    /// `parent` + "." + `key` + "[" + `index` + "]" (no "." after an empty parent). `key` is an
    /// ASCII literal: the path keeps the pointer.
    JsonPath(QString parent, const char *key, qint64 index)
        : m_parent(std::move(parent))
        , m_steps {{key, index}, {}}
    { }

    /// This path + "." + `key` + "[" + `index` + "]", `key` a literal as above.
    JsonPath child(const char *key, qint64 index) const
    {
        if (!m_steps[0].key)
            return JsonPath(m_parent, key, index);
        if (!m_steps[1].key) {
            JsonPath p = *this;
            p.m_steps[1] = {key, index};
            return p;
        }
        return JsonPath(text(), key, index);
    }

    /// The path written out.
    QString text() const;
    operator QString() const { return text(); }
    bool isEmpty() const { return !m_steps[0].key && m_parent.isEmpty(); }
    bool operator==(const JsonPath &o) const { return text() == o.text(); }
    bool operator==(const QString &o) const { return text() == o; }
    friend bool operator==(const QString &a, const JsonPath &b) { return b == a; }
    bool operator!=(const JsonPath &o) const { return !(*this == o); }
    bool operator!=(const QString &o) const { return !(*this == o); }
    friend bool operator!=(const QString &a, const JsonPath &b) { return !(b == a); }

    /// Rewrites the path with `rewrite(QString &)`, which changes a leading part only (it sees
    /// the parent alone when there is one, so the steps stay unwritten; else the whole text).
    template<typename F>
    void rewriteStart(F &&rewrite)
    {
        if (m_steps[0].key && !m_parent.isEmpty()) {
            rewrite(m_parent);
            return;
        }
        QString whole = text();
        rewrite(whole);
        *this = JsonPath(std::move(whole));
    }

    /// `parent` + "." + `key` + "[" + `index` + "]" for an ASCII `key` (tolerant::path's form).
    static QString step(const QString &parent, const char *key, qint64 index);

private:
    struct Step {
        const char *key = nullptr; ///< null: no step
        qint64 index = 0;
    };
    QString m_parent; ///< the whole path when there is no step
    Step m_steps[2];
};
