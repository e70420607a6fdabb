// SPDX-License-Identifier: GPL-2.0-or-later
#include "adk_artifacts.h"
#include "accessible_names.h"

#include "image_viewer.h"
#include "live/adk_client.h"
#include "json/tolerant_json.h"

#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

AdkArtifacts::AdkArtifacts(AdkClient *client, QWidget *parent)
    : QWidget(parent)
    , m_client(client)
{
    m_saveTarget = [this](const QString &suggested) {
        //: title of the file dialog that saves an ADK artifact
        return QFileDialog::getSaveFileName(this, tr("Save Artifact"), suggested);
    };
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_title = new QLabel(this);
    m_title->setTextFormat(Qt::PlainText);
    layout->addWidget(m_title);
    m_list = new QListWidget(this);
    m_list->setObjectName(u"adkArtifacts"_s);
    m_list->setMaximumHeight(m_list->fontMetrics().lineSpacing() * 5);
    layout->addWidget(m_list);
    connect(m_list, &QListWidget::itemActivated, this,
        [this](QListWidgetItem *item) { open(item->text()); });
    connect(m_client, &AdkClient::artifactsListed, this, [this](int op, const QStringList &names) {
        if (op != m_listing)
            return;
        m_list->clear();
        m_list->addItems(names);
    });
    connect(m_client, &AdkClient::artifactLoaded, this, &AdkArtifacts::onLoaded);
    connect(m_client, &AdkClient::failed, this, [this](int op, const McpError &) {
        m_reading.remove(op); // the page says why
    });
    retranslate();
}

void AdkArtifacts::setSaveTarget(std::function<QString(const QString &)> target)
{
    m_saveTarget = std::move(target);
}

void AdkArtifacts::setSession(const QString &app, const QString &user, const QString &sessionId)
{
    if (sessionId != m_session)
        m_list->clear();
    m_app = app;
    m_user = user;
    m_session = sessionId;
    if (!sessionId.isEmpty())
        m_listing = m_client->listArtifacts(app, user, sessionId);
}

void AdkArtifacts::open(const QString &name)
{
    if (!m_session.isEmpty())
        m_reading.insert(m_client->getArtifact(m_app, m_user, m_session, name), name);
}

void AdkArtifacts::onLoaded(int operation, const QByteArray &partJson)
{
    const QString name = m_reading.take(operation);
    if (name.isNull())
        return;
    const QJsonObject part = QJsonDocument::fromJson(partJson).object();
    const QJsonObject inlineData = part.value(u"inlineData"_s).toObject();
    const QString mimeType = inlineData.value(u"mimeType"_s).toString();
    QByteArray bytes = part.value(u"text"_s).toString().toUtf8();
    if (!inlineData.isEmpty()) {
        const auto decoded
            = tolerant::decodeBase64(inlineData.value(u"data"_s).toString().toStdString());
        if (!decoded) {
            //: ADK page status; %1 is an artifact's name
            Q_EMIT status(tr("The artifact %1 does not decode (bad base64).").arg(name), true);
            return;
        }
        bytes = *decoded;
    }
    if (mimeType.startsWith(u"image/"_s)) {
        QImage image = QImage::fromData(bytes);
        if (!image.isNull()) {
            auto *viewer = new ImageViewer(std::move(image), mimeType, this);
            viewer->setAttribute(Qt::WA_DeleteOnClose);
            viewer->setWindowTitle(name);
            viewer->show();
            return;
        }
    }
    const QString path = m_saveTarget(name);
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
        //: ADK page status; %1 is a file path, %2 the system's reason
        Q_EMIT status(tr("Could not save %1: %2").arg(path, file.errorString()), true);
        return;
    }
    //: ADK page status; %1 is an artifact's name, %2 the file it was saved to
    Q_EMIT status(tr("Artifact %1 saved to %2.").arg(name, path), false);
}

void AdkArtifacts::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void AdkArtifacts::retranslate()
{
    //: ADK page: the files the agent saved in the open session (double-click opens one)
    m_title->setText(tr("Artifacts"));
    m_list->setAccessibleName(AccessibleNames::fromLabel(m_title->text()));
    //: accessible description of the ADK page's list of artifacts
    m_list->setAccessibleDescription(tr("The files the agent saved in the open session; Enter "
                                        "shows an image or saves the file"));
}
