// SPDX-License-Identifier: GPL-2.0-or-later
#include "network_proxy_setting.h"

#include <QNetworkProxyFactory>
#include <QSettings>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace {

const QString kKey = u"network/proxy"_s;
const QString kNone = u"none"_s;

void apply(NetworkProxySetting::Mode mode, const QNetworkProxy &proxy)
{
    QNetworkProxyFactory::setUseSystemConfiguration(mode == NetworkProxySetting::Mode::System);
    if (mode != NetworkProxySetting::Mode::System)
        QNetworkProxy::setApplicationProxy(proxy);
}

} // namespace

NetworkProxySetting::Mode NetworkProxySetting::savedMode()
{
    const QString saved = QSettings().value(kKey).toString();
    if (saved.isEmpty())
        return Mode::System;
    return saved == kNone ? Mode::None : Mode::Manual;
}

QString NetworkProxySetting::savedAddress()
{
    return savedMode() == Mode::Manual ? QSettings().value(kKey).toString() : QString();
}

bool NetworkProxySetting::set(Mode mode, const QString &address)
{
    QNetworkProxy proxy(QNetworkProxy::NoProxy);
    QString saved = mode == Mode::None ? kNone : QString();
    if (mode == Mode::Manual) {
        const std::optional<QNetworkProxy> parsed = parse(address);
        if (!parsed)
            return false;
        proxy = *parsed;
        saved = QUrl(address.trimmed()).toString(QUrl::RemovePassword);
    }
    QSettings().setValue(kKey, saved);
    apply(mode, proxy);
    return true;
}

void NetworkProxySetting::applySaved()
{
    const Mode mode = savedMode();
    if (mode == Mode::Manual) {
        if (const std::optional<QNetworkProxy> proxy = parse(savedAddress()))
            apply(mode, *proxy);
        return;
    }
    apply(mode, QNetworkProxy(QNetworkProxy::NoProxy));
}

std::optional<QNetworkProxy> NetworkProxySetting::parse(const QString &address)
{
    const QUrl url(address.trimmed(), QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || url.host().isEmpty() || url.port() <= 0)
        return std::nullopt;
    QNetworkProxy::ProxyType type = QNetworkProxy::HttpProxy;
    if (scheme == u"socks5"_s)
        type = QNetworkProxy::Socks5Proxy;
    else if (scheme != u"http"_s && scheme != u"https"_s)
        return std::nullopt;
    return QNetworkProxy(type, url.host(), quint16(url.port()), url.userName());
}
