// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QtGlobal>
#include <memory>
#include <utility>

/// Bytes that stay valid while `owner` lives: what a search reads on its own threads (it holds
/// the owner until it ends). Made from a shared pointer to anything with data() and size() (a
/// mapped file, a QByteArray), so the search needs no type of the floors above it. A plain value.
struct SharedBytes {
    const char *data = nullptr;
    qint64 size = 0;
    std::shared_ptr<const void> owner;

    SharedBytes() = default;
    /// The bytes of `bytes` (null: none), kept alive by it.
    template<typename Owner>
    SharedBytes(std::shared_ptr<Owner> bytes) // NOLINT: implicit, as the pointer it stands for
        : data(bytes ? bytes->data() : nullptr)
        , size(bytes ? qint64(bytes->size()) : 0)
        , owner(std::move(bytes))
    { }
};
