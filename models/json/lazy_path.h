// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "tolerant_json.h"

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
        : m_parent(parent)
        , m_key(key ? std::string_view(key) : std::string_view())
        , m_hasKey(key != nullptr)
    { }
    LazyPath(const QString &parent, std::string_view key)
        : m_parent(parent)
        , m_key(key)
        , m_hasKey(true)
    { }

    QString text() const { return m_hasKey ? path(m_parent, m_key) : m_parent; }
    operator QString() const { return text(); }

private:
    const QString &m_parent;
    std::string_view m_key;
    bool m_hasKey;
};

} // namespace tolerant
