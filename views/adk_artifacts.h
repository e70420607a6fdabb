// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QHash>
#include <QWidget>

#include <functional>

class AdkClient;
class QLabel;
class QListWidget;
class QListWidgetItem;

/// The artifacts of the ADK page's open session (adk-live.md §1.2 "Artifacts"): their names,
/// and on activation the latest version: an image is shown in an image viewer, anything else is
/// saved where the user says. Uses the page's AdkClient (not owned); owns its widgets.
class AdkArtifacts : public QWidget
{
    Q_OBJECT
public:
    explicit AdkArtifacts(AdkClient *client, QWidget *parent = nullptr);

    /// Lists the artifacts of this session (an empty id clears the list).
    void setSession(const QString &app, const QString &user, const QString &sessionId);
    /// Where a non-image artifact is saved: asked with a file dialog by default; tests replace
    /// it. An empty answer saves nothing.
    void setSaveTarget(std::function<QString(const QString &suggestedName)> target);
    QListWidget *list() const { return m_list; }
    /// Reads the latest version of artifact `name`.
    void open(const QString &name);

Q_SIGNALS:
    /// What happened, for the page's status line (translated); `error` for a failure.
    void status(const QString &text, bool error);

protected:
    void changeEvent(QEvent *event) override;

private:
    void onLoaded(int operation, const QByteArray &partJson);
    void retranslate();

    AdkClient *m_client;
    std::function<QString(const QString &)> m_saveTarget;
    QString m_app;
    QString m_user;
    QString m_session;
    int m_listing = 0;
    QHash<int, QString> m_reading; ///< operation → artifact name
    QLabel *m_title = nullptr;
    QListWidget *m_list = nullptr;
};
