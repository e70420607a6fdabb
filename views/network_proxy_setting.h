// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QNetworkProxy>
#include <QString>

#include <optional>

/// The proxy the window's live queries (MCP, ADK, Agent Engine) go through, as Preferences sets
/// it: the desktop's settings (the default), none, or one given as http://host:port or
/// socks5://host:port. Saved as "network/proxy" ("", "none" or the address) without any password:
/// secrets never land in settings. Applied to the whole process (QNetworkProxy's application
/// proxy), at start-up and when Preferences changes it. Stateless.
class NetworkProxySetting
{
public:
    enum class Mode { System, None, Manual };

    static Mode savedMode();
    /// The saved address (Manual only; empty otherwise).
    static QString savedAddress();
    /// Saves and applies the choice; false (nothing changed) when Manual's address is not an
    /// http or socks5 URL with a host and a port.
    static bool set(Mode mode, const QString &address);
    /// Applies what is saved (at start-up).
    static void applySaved();
    /// The proxy an address names; none when it is not http(s):// or socks5:// with a host and
    /// a port.
    static std::optional<QNetworkProxy> parse(const QString &address);
};
