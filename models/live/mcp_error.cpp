// SPDX-License-Identifier: GPL-2.0-or-later
#include "mcp_error.h"

#include "transcript/diagnostic.h"

using namespace Qt::StringLiterals;

namespace {

QString withDetail(const QString &message, const QString &detail)
{
    if (detail.isEmpty())
        return message;
    return message + u"\n"_s + detail;
}

} // namespace

QString McpError::text() const
{
    if (!sourceText)
        return detail;
    return withDetail(
        substituteArgs(QCoreApplication::translate("McpError", sourceText), args), detail);
}

QString McpError::englishText() const
{
    if (!sourceText)
        return detail;
    return withDetail(substituteArgs(QString::fromUtf8(sourceText), args), detail);
}

QString McpError::kindId(Kind kind)
{
    switch (kind) {
    case Kind::None:
        return u"none"_s;
    case Kind::InvalidEndpoint:
        return u"invalid-endpoint"_s;
    case Kind::Insecure:
        return u"insecure"_s;
    case Kind::Network:
        return u"network"_s;
    case Kind::Http:
        return u"http"_s;
    case Kind::Auth:
        return u"auth"_s;
    case Kind::JsonRpc:
        return u"json-rpc"_s;
    case Kind::Tool:
        return u"tool"_s;
    case Kind::Protocol:
        return u"protocol"_s;
    case Kind::Timeout:
        return u"timeout"_s;
    case Kind::Cancelled:
        return u"cancelled"_s;
    case Kind::TooLarge:
        return u"too-large"_s;
    case Kind::UnsupportedVersion:
        return u"unsupported-version"_s;
    }
    return u"unknown"_s;
}

McpError makeMcpError(
    McpError::Kind kind, const char *sourceText, QStringList args, const QString &detail)
{
    McpError e;
    e.kind = kind;
    e.sourceText = sourceText;
    e.args = std::move(args);
    e.detail = detail;
    return e;
}
