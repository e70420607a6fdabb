// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "tolerant_json.h"

#include "transcript/json_path.h"

#include <QString>

#include <string_view>

namespace tolerant {

/// A JSON path not yet written out: `parent` + "." + `key` (or `parent` alone). Readers pass it
/// where only a diagnostic needs the text, so a value read without a problem never builds it.
/// Refers to `parent` and `key`: lives on the stack frame that made it.
class LazyPath
{
public:
    LazyPath(const QString &parent, const char *key = nullptr)
        : m_parent(&parent)
        , m_key(key ? std::string_view(key) : std::string_view())
        , m_hasKey(key != nullptr)
    { }
    LazyPath(const QString &parent, std::string_view key)
        : m_parent(&parent)
        , m_key(key)
        , m_hasKey(true)
    { }
    /// Below a message's or chunk's path, itself not written out yet.
    LazyPath(const JsonPath &parent, std::string_view key)
        : m_pathParent(&parent)
        , m_key(key)
        , m_hasKey(true)
    { }
    LazyPath(const JsonPath &parent, const char *key)
        : LazyPath(parent, std::string_view(key))
    { }
    LazyPath(JsonPath &&, std::string_view) = delete; // it would outlive the temporary
    LazyPath(JsonPath &&, const char *) = delete;

    QString text() const
    {
        const QString parent = m_parent ? *m_parent : m_pathParent->text();
        return m_hasKey ? path(parent, m_key) : parent;
    }
    operator QString() const { return text(); }

private:
    const QString *m_parent = nullptr; ///< or m_pathParent
    const JsonPath *m_pathParent = nullptr;
    std::string_view m_key;
    bool m_hasKey;
};

} // namespace tolerant
