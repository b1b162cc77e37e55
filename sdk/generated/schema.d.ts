/**
 * Generated from openapi/thingsboard.json by `npm run gen:types`. Do not edit by hand:
 * change openapi/overlay.json, run `npm run gen:openapi` and `npm run gen:types`.
 */

export interface paths {
    "/api/2fa/account/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["updateTwoFaAccountConfig"];
        post: operations["verifyAndSaveTwoFaAccountConfig"];
        delete: operations["deleteTwoFaAccountConfig"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/2fa/account/config/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["generateTwoFaAccountConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/2fa/account/config/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["submitTwoFaAccountConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/2fa/account/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAccountTwoFaSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/2fa/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAvailableTwoFaProvidersOfTwoFactorAuthConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/2fa/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getPlatformTwoFaSettings"];
        put?: never;
        post: operations["savePlatformTwoFaSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/autoCommitSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAutoCommitSettings"];
        put?: never;
        post: operations["saveAutoCommitSettings"];
        delete: operations["deleteAutoCommitSettings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/autoCommitSettings/exists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["autoCommitSettingsExists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/repositorySettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getRepositorySettings"];
        put?: never;
        post: operations["saveRepositorySettings"];
        delete: operations["deleteRepositorySettings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/repositorySettings/checkAccess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["checkRepositoryAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/repositorySettings/exists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["repositorySettingsExists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/securitySettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getSecuritySettings"];
        put?: never;
        post: operations["saveSecuritySettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveAdminSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/testMail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["sendTestMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/testSms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["sendTestSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAdminSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["checkUpdates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveAlarm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarm/highestSeverity/{entityType}/{entityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getHighestAlarmSeverity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarm/info/{alarmId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAlarmInfoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarm/{alarmId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAlarmById"];
        put?: never;
        post?: never;
        delete: operations["deleteAlarm"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarm/{alarmId}/ack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ackAlarm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarm/{alarmId}/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["clearAlarm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarm/{entityType}/{entityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAlarms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAllAlarms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarmsQuery/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["findAlarmDataByQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/asset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/asset/bulk_import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["processAssetsBulkImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/asset/info/{assetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAssetInfoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/asset/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAssetTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/asset/{assetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAssetById"];
        put?: never;
        post?: never;
        delete: operations["deleteAsset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAssetsByIds"];
        put?: never;
        post: operations["findByQueryOfAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAuditLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/logs/customer/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAuditLogsByCustomerId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/logs/entity/{entityType}/{entityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAuditLogsByEntityId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/logs/user/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAuditLogsByUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAvailableTwoFaProvidersOfTwoFactorAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/verification/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["checkTwoFaVerificationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/verification/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["requestTwoFaVerificationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/changePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Exchanges a username (e-mail) and password for a token pair. */
        post: operations["RestLoginProcessingFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Logs in as the public customer whose id is given; used for public dashboards. */
        post: operations["RestPublicLoginProcessingFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Trades a refresh token for a new token pair. */
        post: operations["RefreshTokenProcessingFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The user behind the current token. */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/component/{componentDescriptorClazz}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getComponentDescriptorByClazz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/components": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getComponentDescriptorsByTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/components/{componentType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getComponentDescriptorsByType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/asset/{assetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["unassignAssetFromCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/device/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["unassignDeviceFromCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/device/{deviceName}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Claims a device by name for the current customer user. A wrong or expired secret answers 400 with the FAILURE result (and forgets the claim); a device that already has a customer answers 400 with CLAIMED. */
        post: operations["claimDeviceOfDevice"];
        delete: operations["reClaimDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/edge/{edgeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["unassignEdgeFromCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/entityView/{entityViewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["unassignEntityViewFromCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/public/asset/{assetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["assignAssetToPublicCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/public/dashboard/{dashboardId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["assignDashboardToPublicCustomer"];
        delete: operations["unassignDashboardFromPublicCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/public/device/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["assignDeviceToPublicCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/public/edge/{edgeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["assignEdgeToPublicCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/public/entityView/{entityViewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["assignEntityViewToPublicCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCustomerById"];
        put?: never;
        post?: never;
        delete: operations["deleteCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{customerId}/asset/{assetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["assignAssetToCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{customerId}/assetInfos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCustomerAssetInfos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{customerId}/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCustomerAssets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{customerId}/dashboard/{dashboardId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["assignDashboardToCustomer"];
        delete: operations["unassignDashboardFromCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{customerId}/dashboards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCustomerDashboards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{customerId}/device/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["assignDeviceToCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{customerId}/deviceInfos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCustomerDeviceInfos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{customerId}/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCustomerDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{customerId}/edge/{edgeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["assignEdgeToCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{customerId}/edgeInfos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCustomerEdgeInfos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{customerId}/edges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCustomerEdges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{customerId}/entityView/{entityViewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["assignEntityViewToCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{customerId}/entityViewInfos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCustomerEntityViewInfos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{customerId}/entityViews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCustomerEntityViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{customerId}/shortInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getShortCustomerInfoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{customerId}/title": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCustomerTitleById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{customerId}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCustomerUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveDashboard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The home dashboard of the current user; an empty body when none is configured. */
        get: operations["getHomeDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/home/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getHomeDashboardInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/info/{dashboardId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDashboardInfoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/maxDatapointsLimit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getMaxDatapointsLimit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/serverTime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getServerTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/{dashboardId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDashboardById"];
        put?: never;
        post?: never;
        delete: operations["deleteDashboard"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/{dashboardId}/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["updateDashboardCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/{dashboardId}/customers/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["addDashboardCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/{dashboardId}/customers/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["removeDashboardCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-with-credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveDeviceWithCredentialsOfDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/bulk_import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["processDevicesBulkImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["updateDeviceCredentials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/info/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDeviceInfoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDeviceTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDeviceById"];
        put?: never;
        post?: never;
        delete: operations["deleteDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/{deviceId}/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDeviceCredentialsByDeviceId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deviceProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveDeviceProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deviceProfile/devices/keys/attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAttributesKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deviceProfile/devices/keys/timeseries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTimeseriesKeysOfDeviceProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deviceProfile/{deviceProfileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDeviceProfileById"];
        put?: never;
        post?: never;
        delete: operations["deleteDeviceProfile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deviceProfile/{deviceProfileId}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["setDefaultDeviceProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deviceProfileInfo/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDefaultDeviceProfileInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deviceProfileInfo/{deviceProfileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDeviceProfileInfoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deviceProfileInfos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDeviceProfileInfos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deviceProfiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDeviceProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDevicesByIds"];
        put?: never;
        post: operations["findByQueryOfDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/count/{otaPackageType}/{deviceProfileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["countByDeviceProfileAndEmptyOtaPackage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveEdge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge/bulk_import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["processEdgesBulkImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge/info/{edgeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getEdgeInfoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge/missingToRelatedRuleChains/{edgeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description For each rule chain assigned to the edge, the names of the rule chains it forwards to that the edge lacks (chains missing nothing are left out). */
        get: operations["findMissingToRelatedRuleChains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge/sync/{edgeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["syncEdge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getEdgeTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge/{edgeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getEdgeById"];
        put?: never;
        post?: never;
        delete: operations["deleteEdge"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge/{edgeId}/asset/{assetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["assignAssetToEdge"];
        delete: operations["unassignAssetFromEdge"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge/{edgeId}/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getEdgeAssets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge/{edgeId}/dashboard/{dashboardId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["assignDashboardToEdge"];
        delete: operations["unassignDashboardFromEdge"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge/{edgeId}/dashboards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getEdgeDashboards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge/{edgeId}/device/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["assignDeviceToEdge"];
        delete: operations["unassignDeviceFromEdge"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge/{edgeId}/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getEdgeDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge/{edgeId}/entityView/{entityViewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["assignEntityViewToEdge"];
        delete: operations["unassignEntityViewFromEdge"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge/{edgeId}/entityViews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getEdgeEntityViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge/{edgeId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getEdgeEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge/{edgeId}/ruleChain/{ruleChainId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["assignRuleChainToEdge"];
        delete: operations["unassignRuleChainFromEdge"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge/{edgeId}/ruleChains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getEdgeRuleChains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edge/{edgeId}/{ruleChainId}/root": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["setEdgeRootRuleChain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description With `edgeIds` (comma separated): those edges as a list. Otherwise a page of edges. */
        get: operations["getEdgesByIdsOrGetEdges"];
        put?: never;
        post: operations["findByQueryOfEdge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edges/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["isEdgesSupportEnabled"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entities/vc/branches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listBranches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entities/vc/diff/{entityType}/{internalEntityUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["compareEntityDataToVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entities/vc/entity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["loadEntitiesVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entities/vc/entity/{entityType}/{versionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listEntitiesAtVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entities/vc/entity/{requestId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getVersionLoadRequestStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entities/vc/entity/{versionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listAllEntitiesAtVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entities/vc/info/{versionId}/{entityType}/{externalEntityUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getEntityDataInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entities/vc/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listVersions"];
        put?: never;
        post: operations["saveEntitiesVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entities/vc/version/{entityType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listEntityTypeVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entities/vc/version/{entityType}/{externalEntityUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listEntityVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entities/vc/version/{requestId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getVersionCreateRequestStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entitiesQuery/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["countEntitiesByQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entitiesQuery/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["findEntityDataByQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entitiesQuery/find/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["findEntityTimeseriesAndAttributesKeysByQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entityView": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveEntityView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entityView/info/{entityViewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getEntityViewInfoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entityView/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getEntityViewTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entityView/{entityViewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getEntityViewById"];
        put?: never;
        post?: never;
        delete: operations["deleteEntityView"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entityViews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["findByQueryOfEntityView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{entityType}/{entityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Events of an entity, all types together. */
        get: operations["getEvents"];
        put?: never;
        post: operations["getEventsByFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{entityType}/{entityId}/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["clearEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{entityType}/{entityId}/{eventType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getEventsByType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lwm2m/device-credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveDeviceWithCredentialsOfLwm2m"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lwm2m/deviceProfile/bootstrap/{isBootstrapServer}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getLwm2mBootstrapSecurityInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/noauth/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Link target of activation e-mails: redirects to the create-password page, 409 for an unknown token. */
        get: operations["checkActivateToken"];
        put?: never;
        post: operations["activateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/noauth/oauth2Clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["getOAuth2Clients"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/noauth/resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Link target of reset e-mails: redirects to the reset-password page, 409 for an unknown token. */
        get: operations["checkResetToken"];
        put?: never;
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/noauth/resetPasswordByEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["requestResetPasswordByEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/noauth/userPasswordPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getUserPasswordPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth2/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The OAuth2 login configuration of the platform (system administrator). */
        get: operations["getCurrentOAuth2Info"];
        put?: never;
        /** @description Replaces the OAuth2 login configuration and answers the saved one. */
        post: operations["saveOAuth2Info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth2/config/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getClientRegistrationTemplates"];
        put?: never;
        post: operations["saveClientRegistrationTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth2/config/template/{clientRegistrationTemplateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteClientRegistrationTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth2/loginProcessingUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The OAuth2 callback path. The text/plain body is a quoted JSON string, so read it with the default JSON parsing, not `parseAs: 'text'`. */
        get: operations["getLoginProcessingUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otaPackage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveOtaPackageInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otaPackage/info/{otaPackageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOtaPackageInfoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otaPackage/{otaPackageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOtaPackageById"];
        put?: never;
        /** @description Uploads the package file (multipart field `file`). */
        post: operations["saveOtaPackageData"];
        delete: operations["deleteOtaPackage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otaPackage/{otaPackageId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["downloadOtaPackage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otaPackages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOtaPackages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otaPackages/{deviceProfileId}/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOtaPackagesByDeviceProfileAndType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugins/rpc/oneway/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["handleOneWayDeviceRPCRequestOfRpcV1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugins/rpc/twoway/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["handleTwoWayDeviceRPCRequestOfRpcV1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugins/telemetry/{deviceId}/{scope}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveDeviceAttributes"];
        delete: operations["deleteDeviceAttributes"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugins/telemetry/{entityType}/{entityId}/attributes/{scope}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveEntityAttributesV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugins/telemetry/{entityType}/{entityId}/keys/attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAttributeKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugins/telemetry/{entityType}/{entityId}/keys/attributes/{scope}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAttributeKeysByScope"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugins/telemetry/{entityType}/{entityId}/keys/timeseries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTimeseriesKeysOfTelemetry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugins/telemetry/{entityType}/{entityId}/timeseries/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteEntityTimeseries"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugins/telemetry/{entityType}/{entityId}/timeseries/{scope}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveEntityTelemetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugins/telemetry/{entityType}/{entityId}/timeseries/{scope}/{ttl}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveEntityTelemetryWithTTL"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugins/telemetry/{entityType}/{entityId}/values/attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAttributes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugins/telemetry/{entityType}/{entityId}/values/attributes/{scope}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAttributesByScope"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugins/telemetry/{entityType}/{entityId}/values/timeseries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Without `startTs`/`endTs`: the latest value of each key. With them: history, aggregated by `agg` over `interval` buckets or raw (`agg=NONE`, newest first, at most `limit` points, default 100). */
        get: operations["getLatestTimeseriesOrGetTimeseries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugins/telemetry/{entityType}/{entityId}/{scope}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveEntityAttributesV1"];
        delete: operations["deleteEntityAttributes"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenantQueuesByServiceType"];
        put?: never;
        post: operations["saveQueue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/queues/name/{queueName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getQueueByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/queues/{queueId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getQueueById"];
        put?: never;
        post?: never;
        delete: operations["deleteQueue"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/relation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One relation, by both ends and its type. */
        get: operations["getRelation"];
        put?: never;
        /** @description Creates or updates a relation. */
        post: operations["saveRelation"];
        /** @description Deletes one relation, by both ends and its type. */
        delete: operations["deleteRelation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/relations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Relations from an entity (`fromId`, `fromType`) or to an entity (`toId`, `toType`), optionally of one type. */
        get: operations["findByFromOrFindByTo"];
        put?: never;
        post: operations["findByQueryOfEntityRelation"];
        delete: operations["deleteRelations"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/relations/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Like GET /api/relations, with the names of the entities at both ends. */
        get: operations["findInfoByFromOrFindInfoByTo"];
        put?: never;
        post: operations["findInfoByQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getResources"];
        put?: never;
        post: operations["saveResource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resource/info/{resourceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getResourceInfoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resource/lwm2m": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getLwm2mListObjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resource/lwm2m/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getLwm2mListObjectsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resource/{resourceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getResourceById"];
        put?: never;
        post?: never;
        delete: operations["deleteResource"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resource/{resourceId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["downloadResource"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/oneway/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["handleOneWayDeviceRPCRequestOfRpcV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/persistent/device/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getPersistedRpcByDevice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/persistent/{rpcId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getPersistedRpc"];
        put?: never;
        post?: never;
        delete: operations["deleteRpc"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rpc/twoway/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sends a command and answers the device's reply; persistent requests answer `{rpcId}` at once. */
        post: operations["handleTwoWayDeviceRPCRequestOfRpcV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ruleChain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveRuleChain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ruleChain/autoAssignToEdgeRuleChains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAutoAssignToEdgeRuleChains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ruleChain/device/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveDeviceDefaultRuleChain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ruleChain/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveRuleChainMetaData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ruleChain/testScript": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["testScript"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ruleChain/{ruleChainId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getRuleChainById"];
        put?: never;
        post?: never;
        delete: operations["deleteRuleChain"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ruleChain/{ruleChainId}/autoAssignToEdge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["setAutoAssignToEdgeRuleChain"];
        delete: operations["unsetAutoAssignToEdgeRuleChain"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ruleChain/{ruleChainId}/edgeTemplateRoot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["setEdgeTemplateRootRuleChain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ruleChain/{ruleChainId}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getRuleChainMetaData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ruleChain/{ruleChainId}/output/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getRuleChainOutputLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ruleChain/{ruleChainId}/output/labels/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getRuleChainOutputLabelsUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ruleChain/{ruleChainId}/root": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["setRootRuleChain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ruleChains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getRuleChains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ruleChains/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["exportRuleChains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ruleChains/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["importRuleChains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ruleNode/{ruleNodeId}/debugIn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getLatestRuleNodeDebugInput"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Server build information. */
        get: operations["getSystemVersionInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/assetInfos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenantAssetInfos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description With `assetName`: the tenant's asset of that name (404 when none). Otherwise a page of assets. */
        get: operations["getTenantAssetOrGetTenantAssets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The tenant's customer with the given title (404 when none). */
        get: operations["getTenantCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/dashboard/home/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenantHomeDashboardInfo"];
        put?: never;
        post: operations["setTenantHomeDashboardInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/dashboards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenantDashboards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/deviceInfos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenantDeviceInfos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description With `deviceName`: the tenant's device of that name (404 when none). Otherwise a page of devices (`pageSize` and `page` required). */
        get: operations["getTenantDeviceOrGetTenantDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/edgeInfos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenantEdgeInfos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/edges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description With `edgeName`: the tenant's edge of that name (404 when none). Otherwise a page of edges. */
        get: operations["getTenantEdgeOrGetTenantEdges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/entityViewInfos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenantEntityViewInfos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/entityViews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description With `entityViewName`: the tenant's entity view of that name (404 when none). Otherwise a page of entity views. */
        get: operations["getTenantEntityViewOrGetTenantEntityViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/info/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenantInfoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenantById"];
        put?: never;
        post?: never;
        delete: operations["deleteTenant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/{tenantId}/dashboards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenantDashboardsByTenantId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/{tenantId}/device/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["assignDeviceToTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/{tenantId}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenantAdmins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenantInfos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenantInfos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenantProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveTenantProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenantProfile/{tenantProfileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenantProfileById"];
        put?: never;
        post?: never;
        delete: operations["deleteTenantProfile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenantProfile/{tenantProfileId}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["setDefaultTenantProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenantProfileInfo/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDefaultTenantProfileInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenantProfileInfo/{tenantProfileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenantProfileInfoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenantProfileInfos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenantProfileInfos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenantProfiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenantProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uiSettings/helpBaseUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getHelpBaseUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sendActivationMail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["sendActivationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/tokenAccessEnabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["isUserTokenAccessEnabled"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getUserById"];
        put?: never;
        post?: never;
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{userId}/activationLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getActivationLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{userId}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getUserToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{userId}/userCredentialsEnabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["setUserCredentialsEnabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/provision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Registers a device with a profile's provisioning key and secret and answers its new credentials. */
        post: operations["provisionDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{deviceToken}/attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Client and shared attributes of the device, filtered by the comma-separated `clientKeys` and `sharedKeys`. */
        get: operations["getDeviceAttributes"];
        put?: never;
        /** @description Saves client-side attributes. */
        post: operations["postDeviceAttributes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{deviceToken}/attributes/updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Long poll for the next shared-attribute update; 408 when `timeout` (ms) passes first. */
        get: operations["subscribeToAttributes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{deviceToken}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Lets the device be claimed by a customer for `durationMs`, optionally protected by `secretKey`. */
        post: operations["claimDeviceOfDeviceApi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{deviceToken}/firmware": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The assigned firmware file, or one `chunk` of `size` bytes of it; 404 when `title` and `version` do not match. */
        get: operations["getFirmware"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{deviceToken}/rpc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Long poll for the next server-side command; 408 when `timeout` (ms) passes first. */
        get: operations["subscribeToCommands"];
        put?: never;
        /** @description Client-side command: the rule engine's reply is the answer. */
        post: operations["postRpcRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{deviceToken}/rpc/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The device's reply to a server-side command. */
        post: operations["replyToCommand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{deviceToken}/software": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The assigned software file, or one `chunk` of `size` bytes of it; 404 when `title` and `version` do not match. */
        get: operations["getSoftware"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{deviceToken}/telemetry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Saves telemetry: `{key: value}`, `{ts, values}` or a list of them. */
        post: operations["postTelemetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/widgetType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getWidgetType"];
        put?: never;
        post: operations["saveWidgetType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/widgetType/{widgetTypeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getWidgetTypeById"];
        put?: never;
        post?: never;
        delete: operations["deleteWidgetType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/widgetTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBundleWidgetTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/widgetTypesDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBundleWidgetTypesDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/widgetTypesInfos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBundleWidgetTypesInfos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/widgetsBundle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["saveWidgetsBundle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/widgetsBundle/{widgetsBundleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getWidgetsBundleById"];
        put?: never;
        post?: never;
        delete: operations["deleteWidgetsBundle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/widgetsBundles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Without paging parameters: every visible bundle as a list. With `pageSize` and `page`: a page. */
        get: operations["getWidgetsBundles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountTwoFaSettings: {
            configs?: {
                [key: string]: components["schemas"]["TwoFaAccountConfig"];
            };
        };
        /** @enum {string} */
        ActionStatus: "SUCCESS" | "FAILURE";
        /** @enum {string} */
        ActionType: "ADDED" | "DELETED" | "UPDATED" | "ATTRIBUTES_UPDATED" | "ATTRIBUTES_DELETED" | "TIMESERIES_UPDATED" | "TIMESERIES_DELETED" | "RPC_CALL" | "CREDENTIALS_UPDATED" | "ASSIGNED_TO_CUSTOMER" | "UNASSIGNED_FROM_CUSTOMER" | "ACTIVATED" | "SUSPENDED" | "CREDENTIALS_READ" | "ATTRIBUTES_READ" | "RELATION_ADD_OR_UPDATE" | "RELATION_DELETED" | "RELATIONS_DELETED" | "ALARM_ACK" | "ALARM_CLEAR" | "ALARM_DELETE" | "LOGIN" | "LOGOUT" | "LOCKOUT" | "ASSIGNED_FROM_TENANT" | "ASSIGNED_TO_TENANT" | "PROVISION_SUCCESS" | "PROVISION_FAILURE" | "ASSIGNED_TO_EDGE" | "UNASSIGNED_FROM_EDGE";
        ActivateUserRequest: {
            activateToken: string;
            password: string;
        };
        AdminSettings: {
            id?: components["schemas"]["AdminSettingsId"];
            /** Format: int64 */
            createdTime?: number;
            tenantId?: components["schemas"]["TenantId"];
            key: string;
            jsonValue: unknown;
        };
        AdminSettingsId: {
            /** Format: uuid */
            id: string;
        };
        /** @description An alarm; `name` is a read-only copy of `type`. */
        Alarm: {
            id?: components["schemas"]["AlarmId"];
            /** Format: int64 */
            createdTime?: number;
            tenantId?: components["schemas"]["TenantId"];
            customerId?: components["schemas"]["CustomerId"];
            type: string;
            name?: string;
            originator: components["schemas"]["EntityId"];
            severity: components["schemas"]["AlarmSeverity"];
            status: components["schemas"]["AlarmStatus"];
            /** Format: int64 */
            startTs?: number;
            /** Format: int64 */
            endTs?: number;
            /** Format: int64 */
            ackTs?: number;
            /** Format: int64 */
            clearTs?: number;
            details?: unknown;
            propagate?: boolean;
            propagateToOwner?: boolean;
            propagateToTenant?: boolean;
            propagateRelationTypes?: string[] | null;
        };
        AlarmCondition: {
            condition?: components["schemas"]["AlarmConditionFilter"][];
            spec?: components["schemas"]["AlarmConditionSpec"];
        };
        AlarmConditionFilter: {
            key?: components["schemas"]["AlarmConditionFilterKey"];
            valueType?: components["schemas"]["EntityKeyValueType"];
            value?: unknown;
            predicate?: components["schemas"]["KeyFilterPredicate"];
        };
        AlarmConditionFilterKey: {
            /** @enum {string} */
            type: "ATTRIBUTE" | "TIME_SERIES" | "ENTITY_FIELD" | "CONSTANT";
            key: string;
        };
        AlarmConditionSpec: components["schemas"]["SimpleAlarmConditionSpec"] | components["schemas"]["DurationAlarmConditionSpec"] | components["schemas"]["RepeatingAlarmConditionSpec"];
        AlarmData: components["schemas"]["AlarmInfo"] & {
            entityId?: components["schemas"]["EntityId"];
            latest?: components["schemas"]["LatestValues"];
        };
        AlarmDataPageLink: {
            /** Format: int32 */
            pageSize?: number;
            /** Format: int32 */
            page?: number;
            textSearch?: string;
            sortOrder?: components["schemas"]["EntityDataSortOrder"];
            dynamic?: boolean;
            /** Format: int64 */
            startTs?: number;
            /** Format: int64 */
            endTs?: number;
            /** Format: int64 */
            timeWindow?: number;
            typeList?: string[];
            statusList?: components["schemas"]["AlarmSearchStatus"][];
            severityList?: components["schemas"]["AlarmSeverity"][];
            searchPropagatedAlarms?: boolean;
        };
        AlarmDataQuery: {
            entityFilter?: components["schemas"]["EntityFilter"];
            keyFilters?: components["schemas"]["KeyFilter"][];
            pageLink?: components["schemas"]["AlarmDataPageLink"];
            entityFields?: components["schemas"]["EntityKey"][];
            latestValues?: components["schemas"]["EntityKey"][];
            alarmFields?: components["schemas"]["EntityKey"][];
        };
        AlarmId: {
            /** @constant */
            entityType: "ALARM";
            /** Format: uuid */
            id: string;
        };
        AlarmInfo: components["schemas"]["Alarm"] & {
            originatorName?: string | null;
        };
        AlarmRule: {
            condition?: components["schemas"]["AlarmCondition"];
            schedule?: components["schemas"]["AlarmSchedule"] | null;
            alarmDetails?: string | null;
            dashboardId?: components["schemas"]["NullableDashboardId"];
        };
        AlarmSchedule: components["schemas"]["AnyTimeSchedule"] | components["schemas"]["SpecificTimeSchedule"] | components["schemas"]["CustomTimeSchedule"];
        /** @enum {string} */
        AlarmSearchStatus: "ANY" | "ACTIVE" | "CLEARED" | "ACK" | "UNACK";
        /** @enum {string} */
        AlarmSeverity: "CRITICAL" | "MAJOR" | "MINOR" | "WARNING" | "INDETERMINATE";
        /** @enum {string} */
        AlarmStatus: "ACTIVE_UNACK" | "ACTIVE_ACK" | "CLEARED_UNACK" | "CLEARED_ACK";
        AllowCreateNewDevicesDeviceProfileProvisionConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ALLOW_CREATE_NEW_DEVICES";
            provisionDeviceSecret?: string | null;
        };
        AnyTimeSchedule: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ANY_TIME";
        };
        ApiUsageStateFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "apiUsageState";
            customerId?: components["schemas"]["CustomerId"];
        };
        Asset: {
            id?: components["schemas"]["AssetId"];
            /** Format: int64 */
            createdTime?: number;
            additionalInfo?: unknown;
            tenantId?: components["schemas"]["TenantId"];
            customerId?: components["schemas"]["CustomerId"];
            name: string;
            type: string;
            label?: string | null;
            externalId?: components["schemas"]["NullableEntityId"];
        };
        AssetExportData: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            entityType: "ASSET";
            entity?: components["schemas"]["Asset"];
            relations?: components["schemas"]["EntityRelation"][];
            attributes?: {
                [key: string]: components["schemas"]["AttributeExportData"][];
            };
        };
        AssetId: {
            /** @constant */
            entityType: "ASSET";
            /** Format: uuid */
            id: string;
        };
        AssetInfo: components["schemas"]["Asset"] & {
            customerTitle?: string | null;
            customerIsPublic?: boolean;
        };
        AssetSearchQuery: {
            parameters?: components["schemas"]["RelationsSearchParameters"];
            relationType?: string;
            assetTypes?: string[];
        };
        AssetSearchQueryFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "assetSearchQuery";
            relationType?: string;
            direction?: components["schemas"]["EntitySearchDirection"];
            /** Format: int32 */
            maxLevel?: number;
            fetchLastLevelOnly?: boolean;
            assetTypes?: string[];
            rootEntity?: components["schemas"]["EntityId"];
        };
        AssetTypeFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "assetType";
            assetTypes?: string[];
            assetNameFilter?: string;
            assetType?: string;
        };
        AttributeExportData: {
            key?: string;
            /** Format: int64 */
            lastUpdateTs?: number;
            booleanValue?: boolean;
            strValue?: string;
            /** Format: int64 */
            longValue?: number;
            /** Format: double */
            doubleValue?: number;
            jsonValue?: string;
        };
        AttributeKv: {
            /** Format: int64 */
            lastUpdateTs: number;
            key: string;
            value: unknown;
        };
        AttributesEntityView: {
            cs?: string[];
            ss?: string[];
            sh?: string[];
        };
        AuditLog: {
            id?: components["schemas"]["AuditLogId"];
            /** Format: int64 */
            createdTime?: number;
            tenantId?: components["schemas"]["TenantId"];
            customerId?: components["schemas"]["CustomerId"];
            entityId?: components["schemas"]["EntityId"];
            entityName?: string;
            userId?: components["schemas"]["UserId"];
            userName?: string;
            actionType?: components["schemas"]["ActionType"];
            actionData?: components["schemas"]["JsonNode"];
            /** @enum {unknown} */
            actionStatus?: components["schemas"]["ActionStatus"];
            actionFailureDetails?: string | null;
        };
        AuditLogId: {
            /** Format: uuid */
            id?: string;
        };
        /** @enum {string} */
        AuthenticationProtocol: "SHA_1" | "SHA_224" | "SHA_256" | "SHA_384" | "SHA_512" | "MD5";
        /** @enum {string} */
        Authority: "SYS_ADMIN" | "TENANT_ADMIN" | "CUSTOMER_USER" | "REFRESH_TOKEN" | "PRE_VERIFICATION_TOKEN";
        AutoCommitSettings: {
            [key: string]: components["schemas"]["AutoVersionCreateConfig"];
        };
        AutoVersionCreateConfig: {
            saveRelations?: boolean;
            saveAttributes?: boolean;
            saveCredentials?: boolean;
            branch?: string;
        };
        AwsSnsSmsProviderConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "AWS_SNS";
            accessKeyId?: string;
            secretAccessKey?: string;
            region?: string;
        };
        BackupCodeTwoFaAccountConfig: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            providerType: "BACKUP_CODE";
            useByDefault?: boolean;
            codes?: string[];
            /** Format: int32 */
            codesLeft?: number;
        };
        BackupCodeTwoFaProviderConfig: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            providerType: "BACKUP_CODE";
            /** Format: int32 */
            codesQuantity?: number;
        };
        BooleanFilterPredicate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "BOOLEAN";
            operation?: components["schemas"]["BooleanOperation"];
            value?: components["schemas"]["FilterPredicateValueBoolean"];
        };
        /** @enum {string} */
        BooleanOperation: "EQUAL" | "NOT_EQUAL";
        BranchInfo: {
            name?: string;
            default?: boolean;
        };
        /** @enum {string} */
        BulkImportColumnType: "NAME" | "TYPE" | "LABEL" | "SHARED_ATTRIBUTE" | "SERVER_ATTRIBUTE" | "TIMESERIES" | "ACCESS_TOKEN" | "X509" | "MQTT_CLIENT_ID" | "MQTT_USER_NAME" | "MQTT_PASSWORD" | "LWM2M_CLIENT_ENDPOINT" | "LWM2M_CLIENT_SECURITY_CONFIG_MODE" | "LWM2M_CLIENT_IDENTITY" | "LWM2M_CLIENT_KEY" | "LWM2M_CLIENT_CERT" | "LWM2M_BOOTSTRAP_SERVER_SECURITY_MODE" | "LWM2M_BOOTSTRAP_SERVER_PUBLIC_KEY_OR_ID" | "LWM2M_BOOTSTRAP_SERVER_SECRET_KEY" | "LWM2M_SERVER_SECURITY_MODE" | "LWM2M_SERVER_CLIENT_PUBLIC_KEY_OR_ID" | "LWM2M_SERVER_CLIENT_SECRET_KEY" | "SNMP_HOST" | "SNMP_PORT" | "SNMP_VERSION" | "SNMP_COMMUNITY_STRING" | "IS_GATEWAY" | "DESCRIPTION" | "ROUTING_KEY" | "SECRET";
        BulkImportRequest: {
            file?: string;
            mapping?: components["schemas"]["Mapping"];
        };
        BulkImportResultAsset: {
            /** Format: int32 */
            created?: number;
            /** Format: int32 */
            updated?: number;
            /** Format: int32 */
            errors?: number;
            errorsList?: string[];
        };
        BulkImportResultDevice: {
            /** Format: int32 */
            created?: number;
            /** Format: int32 */
            updated?: number;
            /** Format: int32 */
            errors?: number;
            errorsList?: string[];
        };
        BulkImportResultEdge: {
            /** Format: int32 */
            created?: number;
            /** Format: int32 */
            updated?: number;
            /** Format: int32 */
            errors?: number;
            errorsList?: string[];
        };
        ChangePasswordRequest: {
            currentPassword: string;
            newPassword: string;
        };
        CheckPreProvisionedDevicesDeviceProfileProvisionConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CHECK_PRE_PROVISIONED_DEVICES";
            provisionDeviceSecret?: string | null;
        };
        /** @enum {string} */
        ChecksumAlgorithm: "MD5" | "SHA256" | "SHA384" | "SHA512" | "CRC32" | "MURMUR3_32" | "MURMUR3_128";
        ClaimRequest: {
            secretKey?: string;
        };
        /** @description Outcome of a claim: the claimed device on SUCCESS, null otherwise. */
        ClaimResult: {
            device: components["schemas"]["Device"] | null;
            /** @enum {string} */
            response: "SUCCESS" | "FAILURE" | "CLAIMED";
        };
        ClientAttributesQueryingSnmpCommunicationConfig: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            spec: "CLIENT_ATTRIBUTES_QUERYING";
            mappings?: components["schemas"]["SnmpMapping"][];
            /** Format: int64 */
            queryingFrequencyMs?: number;
        };
        CoapDeviceProfileTransportConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "COAP";
            coapDeviceTypeConfiguration?: components["schemas"]["CoapDeviceTypeConfiguration"];
            clientSettings?: components["schemas"]["PowerSavingConfiguration"];
        };
        CoapDeviceTransportConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "COAP";
            powerMode?: components["schemas"]["PowerMode"];
            /** Format: int64 */
            psmActivityTimer?: number;
            /** Format: int64 */
            edrxCycle?: number;
            /** Format: int64 */
            pagingTransmissionWindow?: number;
        };
        CoapDeviceTypeConfiguration: components["schemas"]["DefaultCoapDeviceTypeConfiguration"] | components["schemas"]["EfentoCoapDeviceTypeConfiguration"];
        ColumnMapping: {
            type?: components["schemas"]["BulkImportColumnType"];
            key?: string;
        };
        ComplexFilterPredicate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "COMPLEX";
            operation?: components["schemas"]["ComplexOperation"];
            predicates?: components["schemas"]["KeyFilterPredicate"][];
        };
        /** @enum {string} */
        ComplexOperation: "AND" | "OR";
        ComplexVersionCreateRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "COMPLEX";
            versionName?: string;
            branch?: string;
            syncStrategy?: components["schemas"]["SyncStrategy"];
            entityTypes?: {
                [key: string]: components["schemas"]["EntityTypeVersionCreateConfig"];
            };
        };
        ComponentDescriptor: {
            id?: components["schemas"]["ComponentDescriptorId"];
            /** Format: int64 */
            createdTime?: number;
            type?: components["schemas"]["ComponentType"];
            scope?: components["schemas"]["ComponentScope"];
            name?: string;
            clazz?: string;
            configurationDescriptor?: components["schemas"]["JsonNode"];
            actions?: string | null;
        };
        ComponentDescriptorId: {
            /** Format: uuid */
            id?: string;
        };
        /** @enum {string} */
        ComponentScope: "SYSTEM" | "TENANT";
        /** @enum {string} */
        ComponentType: "ENRICHMENT" | "FILTER" | "TRANSFORMATION" | "ACTION" | "EXTERNAL";
        /** @description Address fields shared by tenants and customers. */
        ContactBased: {
            country?: string | null;
            state?: string | null;
            city?: string | null;
            address?: string | null;
            address2?: string | null;
            zip?: string | null;
            phone?: string | null;
            email?: string | null;
        };
        CustomTimeSchedule: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CUSTOM";
            timezone?: string;
            items?: components["schemas"]["CustomTimeScheduleItem"][];
            dynamicValue?: components["schemas"]["DynamicValue"] | null;
        };
        CustomTimeScheduleItem: {
            enabled?: boolean;
            /** Format: int32 */
            dayOfWeek?: number;
            /** Format: int64 */
            startsOn?: number;
            /** Format: int64 */
            endsOn?: number;
        };
        Customer: components["schemas"]["ContactBased"] & {
            id?: components["schemas"]["CustomerId"];
            /** Format: int64 */
            createdTime?: number;
            additionalInfo?: unknown;
            tenantId?: components["schemas"]["TenantId"];
            title: string;
            name?: string;
            externalId?: components["schemas"]["NullableEntityId"];
        };
        CustomerExportData: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            entityType: "CUSTOMER";
            entity?: components["schemas"]["Customer"];
            relations?: components["schemas"]["EntityRelation"][];
            attributes?: {
                [key: string]: components["schemas"]["AttributeExportData"][];
            };
        };
        CustomerId: {
            /** @constant */
            entityType: "CUSTOMER";
            /** Format: uuid */
            id: string;
        };
        CustomerShortInfo: {
            title?: string;
            isPublic?: boolean;
        };
        Dashboard: components["schemas"]["DashboardInfo"] & {
            configuration?: unknown;
            externalId?: components["schemas"]["NullableEntityId"];
        };
        DashboardExportData: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            entityType: "DASHBOARD";
            entity?: components["schemas"]["Dashboard"];
            relations?: components["schemas"]["EntityRelation"][];
            attributes?: {
                [key: string]: components["schemas"]["AttributeExportData"][];
            };
        };
        DashboardId: {
            /** @constant */
            entityType: "DASHBOARD";
            /** Format: uuid */
            id: string;
        };
        /** @description A dashboard without its configuration; `name` is a read-only copy of `title`. */
        DashboardInfo: {
            id?: components["schemas"]["DashboardId"];
            /** Format: int64 */
            createdTime?: number;
            tenantId?: components["schemas"]["TenantId"];
            title: string;
            name?: string;
            image?: string | null;
            assignedCustomers?: components["schemas"]["ShortCustomerInfo"][] | null;
            mobileHide?: boolean;
            /** Format: int32 */
            mobileOrder?: number | null;
        };
        /** @enum {string} */
        DataType: "BOOLEAN" | "LONG" | "DOUBLE" | "STRING" | "JSON";
        DefaultCoapDeviceTypeConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            coapDeviceType: "DEFAULT";
            transportPayloadTypeConfiguration?: components["schemas"]["TransportPayloadTypeConfiguration"];
        };
        DefaultDeviceConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DEFAULT";
        };
        DefaultDeviceProfileConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DEFAULT";
        };
        DefaultDeviceProfileTransportConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DEFAULT";
        };
        DefaultDeviceTransportConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DEFAULT";
        };
        DefaultRuleChainCreateRequest: {
            name?: string;
        };
        DefaultTenantProfileConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DEFAULT";
            /** Format: int64 */
            maxDevices?: number;
            /** Format: int64 */
            maxAssets?: number;
            /** Format: int64 */
            maxCustomers?: number;
            /** Format: int64 */
            maxUsers?: number;
            /** Format: int64 */
            maxDashboards?: number;
            /** Format: int64 */
            maxRuleChains?: number;
            /** Format: int64 */
            maxEdges?: number;
            /** Format: int64 */
            maxResourcesInBytes?: number;
            /** Format: int64 */
            maxOtaPackagesInBytes?: number;
            /** Format: int64 */
            maxResourceSize?: number;
            transportTenantMsgRateLimit?: string | null;
            transportTenantTelemetryMsgRateLimit?: string | null;
            transportTenantTelemetryDataPointsRateLimit?: string | null;
            transportDeviceMsgRateLimit?: string | null;
            transportDeviceTelemetryMsgRateLimit?: string | null;
            transportDeviceTelemetryDataPointsRateLimit?: string | null;
            transportGatewayMsgRateLimit?: string;
            transportGatewayTelemetryMsgRateLimit?: string;
            transportGatewayTelemetryDataPointsRateLimit?: string;
            transportGatewayDeviceMsgRateLimit?: string;
            transportGatewayDeviceTelemetryMsgRateLimit?: string;
            transportGatewayDeviceTelemetryDataPointsRateLimit?: string;
            tenantEntityExportRateLimit?: string;
            tenantEntityImportRateLimit?: string;
            tenantNotificationRequestsRateLimit?: string;
            tenantNotificationRequestsPerRuleRateLimit?: string;
            /** Format: int64 */
            maxTransportMessages?: number;
            /** Format: int64 */
            maxTransportDataPoints?: number;
            /** Format: int64 */
            maxREExecutions?: number;
            /** Format: int64 */
            maxJSExecutions?: number;
            /** Format: int64 */
            maxTbelExecutions?: number;
            /** Format: int64 */
            maxDPStorageDays?: number;
            /** Format: int32 */
            maxRuleNodeExecutionsPerMessage?: number;
            /** Format: int32 */
            maxDebugModeDurationMinutes?: number;
            /** Format: int64 */
            maxEmails?: number;
            smsEnabled?: boolean;
            /** Format: int64 */
            maxSms?: number;
            /** Format: int64 */
            maxCreatedAlarms?: number;
            tenantServerRestLimitsConfiguration?: string | null;
            customerServerRestLimitsConfiguration?: string | null;
            /** Format: int32 */
            maxWsSessionsPerTenant?: number;
            /** Format: int32 */
            maxWsSessionsPerCustomer?: number;
            /** Format: int32 */
            maxWsSessionsPerRegularUser?: number;
            /** Format: int32 */
            maxWsSessionsPerPublicUser?: number;
            /** Format: int32 */
            wsMsgQueueLimitPerSession?: number;
            /** Format: int64 */
            maxWsSubscriptionsPerTenant?: number;
            /** Format: int64 */
            maxWsSubscriptionsPerCustomer?: number;
            /** Format: int64 */
            maxWsSubscriptionsPerRegularUser?: number;
            /** Format: int64 */
            maxWsSubscriptionsPerPublicUser?: number;
            wsUpdatesPerSessionRateLimit?: string | null;
            cassandraReadQueryTenantCoreRateLimits?: string;
            cassandraWriteQueryTenantCoreRateLimits?: string;
            cassandraReadQueryTenantRuleEngineRateLimits?: string;
            cassandraWriteQueryTenantRuleEngineRateLimits?: string;
            edgeEventRateLimits?: string;
            edgeEventRateLimitsPerEdge?: string;
            edgeUplinkMessagesRateLimits?: string;
            edgeUplinkMessagesRateLimitsPerEdge?: string;
            /** Format: int32 */
            defaultStorageTtlDays?: number;
            /** Format: int32 */
            alarmsTtlDays?: number;
            /** Format: int32 */
            rpcTtlDays?: number;
            /** Format: int32 */
            queueStatsTtlDays?: number;
            /** Format: int32 */
            ruleEngineExceptionsTtlDays?: number;
            /** Format: double */
            warnThreshold?: number;
            /** Format: int64 */
            maxCalculatedFieldsPerEntity?: number;
            /** Format: int64 */
            maxArgumentsPerCF?: number;
            /** Format: int32 */
            minAllowedScheduledUpdateIntervalInSecForCF?: number;
            /** Format: int32 */
            maxRelationLevelPerCfArgument?: number;
            /** Format: int32 */
            maxRelatedEntitiesToReturnPerCfArgument?: number;
            /** Format: int64 */
            maxDataPointsPerRollingArg?: number;
            /** Format: int64 */
            maxStateSizeInKBytes?: number;
            /** Format: int64 */
            maxSingleValueArgumentSizeInKBytes?: number;
            /** Format: int64 */
            minAllowedDeduplicationIntervalInSecForCF?: number;
            /** Format: int64 */
            minAllowedAggregationIntervalInSecForCF?: number;
            /** Format: int64 */
            intermediateAggregationIntervalInSecForCF?: number;
            /** Format: int64 */
            cfReevaluationCheckInterval?: number;
            /** Format: int64 */
            alarmsReevaluationInterval?: number;
        };
        Device: {
            id?: components["schemas"]["DeviceId"];
            /** Format: int64 */
            createdTime?: number;
            additionalInfo?: unknown;
            tenantId?: components["schemas"]["TenantId"];
            customerId?: components["schemas"]["CustomerId"];
            name: string;
            type?: string;
            label?: string | null;
            deviceProfileId?: components["schemas"]["DeviceProfileId"];
            deviceData?: components["schemas"]["DeviceData"];
            firmwareId?: components["schemas"]["NullableOtaPackageId"];
            softwareId?: components["schemas"]["NullableOtaPackageId"];
            externalId?: components["schemas"]["NullableEntityId"];
        };
        DeviceAttributes: {
            client?: components["schemas"]["KeyValueMap"];
            shared?: components["schemas"]["KeyValueMap"];
        };
        DeviceClaimRequest: {
            secretKey?: string;
            /** Format: int64 */
            durationMs?: number;
        };
        DeviceConfiguration: components["schemas"]["DefaultDeviceConfiguration"];
        DeviceCredentials: {
            id?: components["schemas"]["UuidId"];
            /** Format: int64 */
            createdTime?: number;
            deviceId: components["schemas"]["DeviceId"];
            credentialsType: components["schemas"]["DeviceCredentialsType"];
            credentialsId?: string;
            credentialsValue?: string | null;
        };
        /** @enum {string} */
        DeviceCredentialsType: "ACCESS_TOKEN" | "X509_CERTIFICATE" | "MQTT_BASIC" | "LWM2M_CREDENTIALS";
        DeviceData: {
            configuration?: components["schemas"]["DeviceConfiguration"];
            transportConfiguration?: components["schemas"]["DeviceTransportConfiguration"];
        };
        DeviceExportData: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            entityType: "DEVICE";
            entity?: components["schemas"]["Device"];
            relations?: components["schemas"]["EntityRelation"][];
            attributes?: {
                [key: string]: components["schemas"]["AttributeExportData"][];
            };
            credentials?: components["schemas"]["DeviceCredentials"];
        };
        DeviceId: {
            /** @constant */
            entityType: "DEVICE";
            /** Format: uuid */
            id: string;
        };
        DeviceInfo: components["schemas"]["Device"] & {
            customerTitle?: string | null;
            customerIsPublic?: boolean;
            deviceProfileName?: string;
        };
        /** @description A device profile; the JSON name of the default flag is `default`. */
        DeviceProfile: {
            id?: components["schemas"]["DeviceProfileId"];
            /** Format: int64 */
            createdTime?: number;
            tenantId?: components["schemas"]["TenantId"];
            name: string;
            description?: string | null;
            image?: string | null;
            default?: boolean;
            type?: components["schemas"]["DeviceProfileType"];
            transportType?: components["schemas"]["DeviceTransportType"];
            provisionType?: components["schemas"]["DeviceProfileProvisionType"];
            defaultRuleChainId?: components["schemas"]["NullableRuleChainId"];
            defaultDashboardId?: components["schemas"]["NullableDashboardId"];
            defaultQueueName?: string | null;
            profileData?: components["schemas"]["DeviceProfileData"];
            provisionDeviceKey?: string | null;
            firmwareId?: components["schemas"]["NullableOtaPackageId"];
            softwareId?: components["schemas"]["NullableOtaPackageId"];
            externalId?: components["schemas"]["NullableEntityId"];
        };
        DeviceProfileAlarm: {
            id: string;
            alarmType: string;
            createRules?: {
                [key: string]: components["schemas"]["AlarmRule"];
            };
            clearRule?: components["schemas"]["AlarmRule"] | null;
            propagate?: boolean;
            propagateToOwner?: boolean;
            propagateToTenant?: boolean;
            propagateRelationTypes?: string[] | null;
        };
        DeviceProfileConfiguration: components["schemas"]["DefaultDeviceProfileConfiguration"];
        DeviceProfileData: {
            configuration?: components["schemas"]["DeviceProfileConfiguration"];
            transportConfiguration?: components["schemas"]["DeviceProfileTransportConfiguration"];
            provisionConfiguration?: components["schemas"]["DeviceProfileProvisionConfiguration"];
            alarms?: components["schemas"]["DeviceProfileAlarm"][] | null;
        };
        DeviceProfileExportData: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            entityType: "DEVICE_PROFILE";
            entity?: components["schemas"]["DeviceProfile"];
            relations?: components["schemas"]["EntityRelation"][];
            attributes?: {
                [key: string]: components["schemas"]["AttributeExportData"][];
            };
        };
        DeviceProfileId: {
            /** @constant */
            entityType: "DEVICE_PROFILE";
            /** Format: uuid */
            id: string;
        };
        DeviceProfileInfo: {
            id?: components["schemas"]["DeviceProfileId"];
            name?: string;
            image?: string | null;
            defaultDashboardId?: components["schemas"]["NullableDashboardId"];
            type?: components["schemas"]["DeviceProfileType"];
            transportType?: components["schemas"]["DeviceTransportType"];
        };
        DeviceProfileProvisionConfiguration: components["schemas"]["DisabledDeviceProfileProvisionConfiguration"] | components["schemas"]["AllowCreateNewDevicesDeviceProfileProvisionConfiguration"] | components["schemas"]["CheckPreProvisionedDevicesDeviceProfileProvisionConfiguration"];
        /** @enum {string} */
        DeviceProfileProvisionType: "DISABLED" | "ALLOW_CREATE_NEW_DEVICES" | "CHECK_PRE_PROVISIONED_DEVICES";
        DeviceProfileTransportConfiguration: components["schemas"]["DefaultDeviceProfileTransportConfiguration"] | components["schemas"]["MqttDeviceProfileTransportConfiguration"] | components["schemas"]["Lwm2mDeviceProfileTransportConfiguration"] | components["schemas"]["CoapDeviceProfileTransportConfiguration"] | components["schemas"]["SnmpDeviceProfileTransportConfiguration"];
        /** @enum {string} */
        DeviceProfileType: "DEFAULT";
        DeviceRpcCommand: {
            /** Format: int32 */
            id?: number;
            method?: string;
            params?: unknown;
        };
        DeviceSearchQuery: {
            parameters?: components["schemas"]["RelationsSearchParameters"];
            relationType?: string;
            deviceTypes?: string[];
        };
        DeviceSearchQueryFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "deviceSearchQuery";
            relationType?: string;
            direction?: components["schemas"]["EntitySearchDirection"];
            /** Format: int32 */
            maxLevel?: number;
            fetchLastLevelOnly?: boolean;
            deviceTypes?: string[];
            rootEntity?: components["schemas"]["EntityId"];
        };
        DeviceTransportConfiguration: components["schemas"]["DefaultDeviceTransportConfiguration"] | components["schemas"]["MqttDeviceTransportConfiguration"] | components["schemas"]["CoapDeviceTransportConfiguration"] | components["schemas"]["Lwm2mDeviceTransportConfiguration"] | components["schemas"]["SnmpDeviceTransportConfiguration"];
        /** @enum {string} */
        DeviceTransportType: "DEFAULT" | "MQTT" | "COAP" | "LWM2M" | "SNMP";
        DeviceTypeFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "deviceType";
            deviceTypes?: string[];
            deviceNameFilter?: string;
            deviceType?: string;
        };
        /** @enum {string} */
        Direction: "ASC" | "DESC";
        DisabledDeviceProfileProvisionConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DISABLED";
            provisionDeviceSecret?: string | null;
        };
        DurationAlarmConditionSpec: {
            /** @constant */
            type: "DURATION";
            unit?: components["schemas"]["TimeUnit"];
            predicate?: components["schemas"]["FilterPredicateValueNumber"];
        };
        DynamicValue: {
            sourceType?: components["schemas"]["DynamicValueSourceType"];
            sourceAttribute?: string;
            inherit?: boolean;
        };
        DynamicValueBoolean: {
            sourceType?: components["schemas"]["DynamicValueSourceType"];
            sourceAttribute?: string;
            inherit?: boolean;
        };
        DynamicValueDouble: {
            sourceType?: components["schemas"]["DynamicValueSourceType"];
            sourceAttribute?: string;
            inherit?: boolean;
        };
        /** @enum {string} */
        DynamicValueSourceType: "CURRENT_TENANT" | "CURRENT_CUSTOMER" | "CURRENT_USER" | "CURRENT_DEVICE";
        DynamicValueString: {
            sourceType?: components["schemas"]["DynamicValueSourceType"];
            sourceAttribute?: string;
            inherit?: boolean;
        };
        Edge: {
            id?: components["schemas"]["EdgeId"];
            /** Format: int64 */
            createdTime?: number;
            additionalInfo?: unknown;
            tenantId?: components["schemas"]["TenantId"];
            customerId?: components["schemas"]["CustomerId"];
            rootRuleChainId?: components["schemas"]["NullableRuleChainId"];
            name: string;
            type: string;
            label?: string | null;
            routingKey: string;
            secret: string;
        };
        EdgeEvent: {
            id?: components["schemas"]["UuidId"];
            /** Format: int64 */
            createdTime?: number;
            tenantId?: components["schemas"]["TenantId"];
            edgeId?: components["schemas"]["EdgeId"];
            action?: components["schemas"]["EdgeEventActionType"];
            /** Format: uuid */
            entityId?: string | null;
            uid?: string | null;
            type?: components["schemas"]["EdgeEventType"];
            body?: unknown;
        };
        /** @enum {string} */
        EdgeEventActionType: "ADDED" | "UPDATED" | "DELETED" | "POST_ATTRIBUTES" | "ATTRIBUTES_UPDATED" | "ATTRIBUTES_DELETED" | "TIMESERIES_UPDATED" | "CREDENTIALS_UPDATED" | "ASSIGNED_TO_CUSTOMER" | "UNASSIGNED_FROM_CUSTOMER" | "RELATION_ADD_OR_UPDATE" | "RELATION_DELETED" | "RPC_CALL" | "ALARM_ACK" | "ALARM_CLEAR" | "ASSIGNED_TO_EDGE" | "UNASSIGNED_FROM_EDGE" | "CREDENTIALS_REQUEST";
        /** @enum {string} */
        EdgeEventType: "DASHBOARD" | "ASSET" | "DEVICE" | "DEVICE_PROFILE" | "ENTITY_VIEW" | "ALARM" | "RULE_CHAIN" | "RULE_CHAIN_METADATA" | "EDGE" | "USER" | "CUSTOMER" | "RELATION" | "TENANT" | "WIDGETS_BUNDLE" | "WIDGET_TYPE" | "ADMIN_SETTINGS" | "OTA_PACKAGE" | "QUEUE";
        EdgeId: {
            /** @constant */
            entityType: "EDGE";
            /** Format: uuid */
            id: string;
        };
        EdgeInfo: components["schemas"]["Edge"] & {
            customerTitle?: string | null;
            customerIsPublic?: boolean;
        };
        EdgeSearchQuery: {
            parameters?: components["schemas"]["RelationsSearchParameters"];
            relationType?: string;
            edgeTypes?: string[];
        };
        EdgeSearchQueryFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "edgeSearchQuery";
            relationType?: string;
            direction?: components["schemas"]["EntitySearchDirection"];
            /** Format: int32 */
            maxLevel?: number;
            fetchLastLevelOnly?: boolean;
            edgeTypes?: string[];
            rootEntity?: components["schemas"]["EntityId"];
        };
        EdgeTypeFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "edgeType";
            edgeTypes?: string[];
            edgeNameFilter?: string;
            edgeType?: string;
        };
        EfentoCoapDeviceTypeConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            coapDeviceType: "EFENTO";
        };
        EmailTwoFaAccountConfig: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            providerType: "EMAIL";
            useByDefault?: boolean;
            email?: string;
        };
        EmailTwoFaProviderConfig: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            providerType: "EMAIL";
            /** Format: int32 */
            verificationCodeLifetime?: number;
        };
        EntityCountQuery: {
            entityFilter?: components["schemas"]["EntityFilter"];
            keyFilters?: components["schemas"]["KeyFilter"][];
        };
        EntityData: {
            entityId: components["schemas"]["EntityId"];
            latest: components["schemas"]["LatestValues"];
            timeseries: {
                [key: string]: components["schemas"]["StringTsValue"][];
            };
        };
        EntityDataDiff: {
            currentVersion?: components["schemas"]["EntityExportData"];
            otherVersion?: components["schemas"]["EntityExportData"];
        };
        EntityDataInfo: {
            hasRelations?: boolean;
            hasAttributes?: boolean;
            hasCredentials?: boolean;
        };
        EntityDataPageLink: {
            /** Format: int32 */
            pageSize?: number;
            /** Format: int32 */
            page?: number;
            textSearch?: string;
            sortOrder?: components["schemas"]["EntityDataSortOrder"];
            dynamic?: boolean;
        };
        EntityDataQuery: {
            entityFilter?: components["schemas"]["EntityFilter"];
            keyFilters?: components["schemas"]["KeyFilter"][];
            pageLink?: components["schemas"]["EntityDataPageLink"];
            entityFields?: components["schemas"]["EntityKey"][];
            latestValues?: components["schemas"]["EntityKey"][];
        };
        EntityDataSortOrder: {
            key?: components["schemas"]["EntityKey"];
            direction?: components["schemas"]["Direction"];
        };
        EntityExportData: components["schemas"]["CustomerExportData"] | components["schemas"]["DeviceExportData"] | components["schemas"]["RuleChainExportData"] | components["schemas"]["WidgetsBundleExportData"] | components["schemas"]["DashboardExportData"] | components["schemas"]["AssetExportData"] | components["schemas"]["DeviceProfileExportData"] | components["schemas"]["EntityViewExportData"];
        EntityFilter: components["schemas"]["SingleEntityFilter"] | components["schemas"]["EntityListFilter"] | components["schemas"]["EntityNameFilter"] | components["schemas"]["EntityTypeFilter"] | components["schemas"]["AssetTypeFilter"] | components["schemas"]["DeviceTypeFilter"] | components["schemas"]["EdgeTypeFilter"] | components["schemas"]["EntityViewTypeFilter"] | components["schemas"]["ApiUsageStateFilter"] | components["schemas"]["RelationsQueryFilter"] | components["schemas"]["AssetSearchQueryFilter"] | components["schemas"]["DeviceSearchQueryFilter"] | components["schemas"]["EntityViewSearchQueryFilter"] | components["schemas"]["EdgeSearchQueryFilter"];
        EntityId: {
            entityType: components["schemas"]["EntityType"];
            /** Format: uuid */
            id: string;
        };
        EntityInfo: {
            id?: components["schemas"]["EntityId"];
            name?: string;
        };
        EntityKey: {
            type?: components["schemas"]["EntityKeyType"];
            key?: string;
        };
        /** @enum {string} */
        EntityKeyType: "ATTRIBUTE" | "CLIENT_ATTRIBUTE" | "SHARED_ATTRIBUTE" | "SERVER_ATTRIBUTE" | "TIME_SERIES" | "ENTITY_FIELD" | "ALARM_FIELD";
        /** @enum {string} */
        EntityKeyValueType: "STRING" | "NUMERIC" | "BOOLEAN" | "DATE_TIME";
        EntityKeysResult: {
            entityTypes?: components["schemas"]["EntityType"][];
            timeseries?: string[];
            attribute?: string[];
        };
        EntityListFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "entityList";
            entityType?: components["schemas"]["EntityType"];
            entityList?: string[];
        };
        EntityLoadError: {
            type?: string;
            source?: components["schemas"]["EntityId"];
            target?: components["schemas"]["EntityId"];
            message?: string;
        };
        EntityNameFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "entityName";
            entityType?: components["schemas"]["EntityType"];
            entityNameFilter?: string;
        };
        EntityRelation: {
            from: components["schemas"]["EntityId"];
            to: components["schemas"]["EntityId"];
            type: string;
            typeGroup?: components["schemas"]["RelationTypeGroup"];
            additionalInfo?: unknown;
        };
        EntityRelationInfo: components["schemas"]["EntityRelation"] & {
            fromName?: string;
            toName?: string;
        };
        EntityRelationsQuery: {
            parameters: components["schemas"]["RelationsSearchParameters"];
            filters?: components["schemas"]["RelationEntityTypeFilter"][];
        };
        /** @enum {string} */
        EntitySearchDirection: "FROM" | "TO";
        EntitySubtype: {
            tenantId?: components["schemas"]["TenantId"];
            entityType?: components["schemas"]["EntityType"];
            type?: string;
        };
        /** @enum {string} */
        EntityType: "TENANT" | "CUSTOMER" | "USER" | "DASHBOARD" | "ASSET" | "DEVICE" | "ALARM" | "RULE_CHAIN" | "RULE_NODE" | "ENTITY_VIEW" | "WIDGETS_BUNDLE" | "WIDGET_TYPE" | "TENANT_PROFILE" | "DEVICE_PROFILE" | "API_USAGE_STATE" | "TB_RESOURCE" | "OTA_PACKAGE" | "EDGE" | "RPC" | "QUEUE";
        EntityTypeFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "entityType";
            entityType?: components["schemas"]["EntityType"];
        };
        EntityTypeLoadResult: {
            entityType?: components["schemas"]["EntityType"];
            /** Format: int32 */
            created?: number;
            /** Format: int32 */
            updated?: number;
            /** Format: int32 */
            deleted?: number;
        };
        EntityTypeVersionCreateConfig: {
            saveRelations?: boolean;
            saveAttributes?: boolean;
            saveCredentials?: boolean;
            syncStrategy?: components["schemas"]["SyncStrategy"];
            entityIds?: string[];
            allEntities?: boolean;
        };
        EntityTypeVersionLoadConfig: {
            loadRelations?: boolean;
            loadAttributes?: boolean;
            loadCredentials?: boolean;
            removeOtherEntities?: boolean;
            findExistingEntityByName?: boolean;
        };
        EntityTypeVersionLoadRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ENTITY_TYPE";
            versionId?: string;
            entityTypes?: {
                [key: string]: components["schemas"]["EntityTypeVersionLoadConfig"];
            };
        };
        EntityVersion: {
            /** Format: int64 */
            timestamp?: number;
            id?: string;
            name?: string;
            author?: string;
        };
        EntityView: {
            id?: components["schemas"]["EntityViewId"];
            /** Format: int64 */
            createdTime?: number;
            additionalInfo?: unknown;
            entityId: components["schemas"]["EntityId"];
            tenantId?: components["schemas"]["TenantId"];
            customerId?: components["schemas"]["CustomerId"];
            name: string;
            type: string;
            keys?: components["schemas"]["TelemetryEntityView"] | null;
            /** Format: int64 */
            startTimeMs?: number;
            /** Format: int64 */
            endTimeMs?: number;
            externalId?: components["schemas"]["NullableEntityId"];
        };
        EntityViewExportData: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            entityType: "ENTITY_VIEW";
            entity?: components["schemas"]["EntityView"];
            relations?: components["schemas"]["EntityRelation"][];
            attributes?: {
                [key: string]: components["schemas"]["AttributeExportData"][];
            };
        };
        EntityViewId: {
            /** @constant */
            entityType: "ENTITY_VIEW";
            /** Format: uuid */
            id: string;
        };
        EntityViewInfo: components["schemas"]["EntityView"] & {
            customerTitle?: string | null;
            customerIsPublic?: boolean;
        };
        EntityViewSearchQuery: {
            parameters?: components["schemas"]["RelationsSearchParameters"];
            relationType?: string;
            entityViewTypes?: string[];
        };
        EntityViewSearchQueryFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "entityViewSearchQuery";
            relationType?: string;
            direction?: components["schemas"]["EntitySearchDirection"];
            /** Format: int32 */
            maxLevel?: number;
            fetchLastLevelOnly?: boolean;
            entityViewTypes?: string[];
            rootEntity?: components["schemas"]["EntityId"];
        };
        EntityViewTypeFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "entityViewType";
            entityViewTypes?: string[];
            entityViewNameFilter?: string;
            entityViewType?: string;
        };
        /**
         * @description 2 general, 10 authentication, 11 token expired, 15 credentials expired, 20 permission denied, 30 invalid arguments, 31 bad request params, 32 item not found, 33 too many requests, 34 too many updates, 40 subscription violation.
         * @enum {integer}
         */
        ErrorCode: 2 | 10 | 11 | 15 | 20 | 30 | 31 | 32 | 33 | 34 | 40;
        ErrorEventFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            eventType: "ERROR";
            notEmpty?: boolean;
            server?: string;
            method?: string;
            errorStr?: string;
        };
        /** @description The JSON error body of 3.4.1; `resetToken` only comes with errorCode 15 (password expired). */
        ErrorResponse: {
            /** Format: int32 */
            status: number;
            message: string;
            errorCode: components["schemas"]["ErrorCode"];
            timestamp: string | number;
            resetToken?: string;
        };
        EventFilter: components["schemas"]["RuleNodeDebugEventFilter"] | components["schemas"]["RuleChainDebugEventFilter"] | components["schemas"]["ErrorEventFilter"] | components["schemas"]["LifeCycleEventFilter"] | components["schemas"]["StatisticsEventFilter"];
        EventInfo: {
            id?: components["schemas"]["UuidId"];
            /** Format: int64 */
            createdTime?: number;
            tenantId?: components["schemas"]["TenantId"];
            type?: string;
            uid?: string;
            entityId?: components["schemas"]["EntityId"];
            body?: unknown;
        };
        /** @enum {string} */
        EventType: "ERROR" | "LC_EVENT" | "STATS" | "DEBUG_RULE_NODE" | "DEBUG_RULE_CHAIN";
        ExportableEntity: {
            /** Format: int64 */
            createdTime?: number;
            id?: components["schemas"]["EntityId"];
            name?: string;
            tenantId?: components["schemas"]["TenantId"];
        };
        FilterPredicateValueBoolean: {
            defaultValue?: boolean;
            userValue?: boolean;
            dynamicValue?: components["schemas"]["DynamicValueBoolean"];
        };
        FilterPredicateValueDouble: {
            /** Format: double */
            defaultValue?: number;
            /** Format: double */
            userValue?: number;
            dynamicValue?: components["schemas"]["DynamicValueDouble"];
        };
        FilterPredicateValueNumber: {
            defaultValue?: number | null;
            userValue?: number | null;
            dynamicValue?: components["schemas"]["DynamicValue"] | null;
        };
        FilterPredicateValueString: {
            defaultValue?: string;
            userValue?: string;
            dynamicValue?: components["schemas"]["DynamicValueString"];
        };
        HomeDashboard: components["schemas"]["Dashboard"] & {
            hideDashboardToolbar?: boolean;
        };
        HomeDashboardInfo: {
            dashboardId?: components["schemas"]["NullableDashboardId"];
            hideDashboardToolbar?: boolean;
        };
        JsonNode: unknown;
        JsonTransportPayloadConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            transportPayloadType: "JSON";
        };
        /** @description Token pair. With two-factor authentication pending, `token` is a pre-verification token, `refreshToken` is null and `scope` is PRE_VERIFICATION_TOKEN. */
        JwtPair: {
            token: string;
            refreshToken: string | null;
            scope?: components["schemas"]["Authority"] | null;
        };
        KeyFilter: {
            key?: components["schemas"]["EntityKey"];
            valueType?: components["schemas"]["EntityKeyValueType"];
            predicate?: components["schemas"]["KeyFilterPredicate"];
        };
        KeyFilterPredicate: components["schemas"]["StringFilterPredicate"] | components["schemas"]["NumericFilterPredicate"] | components["schemas"]["BooleanFilterPredicate"] | components["schemas"]["ComplexFilterPredicate"];
        /** @description Keys and their values, such as `{"temperature": 21.5, "active": true}`. */
        KeyValueMap: {
            [key: string]: unknown;
        };
        /** @description Latest values per key type, then per key; values are strings, a missing value is `{ts: 0, value: ""}`. */
        LatestValues: {
            [key: string]: {
                [key: string]: components["schemas"]["StringTsValue"];
            };
        };
        LifeCycleEventFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            eventType: "LC_EVENT";
            notEmpty?: boolean;
            server?: string;
            event?: string;
            /** @enum {string} */
            status?: "Success" | "Failure";
            errorStr?: string;
        };
        LoginRequest: {
            username: string;
            password: string;
        };
        LwM2MBootstrapServerCredential: {
            securityMode?: string;
        };
        LwM2MServerSecurityConfigDefault: {
            /** Format: int32 */
            shortServerId?: number;
            bootstrapServerIs?: boolean;
            host?: string;
            /** Format: int32 */
            port?: number;
            /** Format: int32 */
            clientHoldOffTime?: number;
            serverPublicKey?: string;
            serverCertificate?: string;
            /** Format: int32 */
            bootstrapServerAccountTimeout?: number;
            /** Format: int32 */
            lifetime?: number;
            /** Format: int32 */
            defaultMinPeriod?: number;
            notifIfDisabled?: boolean;
            binding?: string;
            securityHost?: string;
            /** Format: int32 */
            securityPort?: number;
        };
        LwM2mInstance: {
            /** Format: int32 */
            id?: number;
            resources?: components["schemas"]["LwM2mResourceObserve"][];
        };
        LwM2mObject: {
            /** Format: int32 */
            id?: number;
            keyId?: string;
            name?: string;
            multiple?: boolean;
            mandatory?: boolean;
            instances?: components["schemas"]["LwM2mInstance"][];
        };
        LwM2mResourceObserve: {
            /** Format: int32 */
            id?: number;
            name?: string;
            observe?: boolean;
            attribute?: boolean;
            telemetry?: boolean;
            keyName?: string;
        };
        LwM2mVersion: {
            supported?: boolean;
        };
        Lwm2mDeviceProfileTransportConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "LWM2M";
            observeAttr?: components["schemas"]["TelemetryMappingConfiguration"];
            bootstrapServerUpdateEnable?: boolean;
            bootstrap?: components["schemas"]["LwM2MBootstrapServerCredential"][];
            clientLwM2mSettings?: components["schemas"]["OtherConfiguration"];
        };
        Lwm2mDeviceTransportConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "LWM2M";
            powerMode?: components["schemas"]["PowerMode"];
            /** Format: int64 */
            psmActivityTimer?: number;
            /** Format: int64 */
            edrxCycle?: number;
            /** Format: int64 */
            pagingTransmissionWindow?: number;
        };
        Mapping: {
            columns?: components["schemas"]["ColumnMapping"][];
            delimiter?: string;
            update?: boolean;
            header?: boolean;
        };
        MqttDeviceProfileTransportConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "MQTT";
            deviceTelemetryTopic?: string;
            deviceAttributesTopic?: string;
            transportPayloadTypeConfiguration?: components["schemas"]["TransportPayloadTypeConfiguration"];
            sendAckOnValidationException?: boolean;
        };
        /** @description MQTT device transport settings; the server keeps any further keys it is given. */
        MqttDeviceTransportConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "MQTT";
        };
        /** @description Credentials saved together with a device; the server fills in `deviceId`. */
        NewDeviceCredentials: {
            credentialsType: components["schemas"]["DeviceCredentialsType"];
            credentialsId?: string;
            credentialsValue?: string | null;
        };
        NodeConnectionInfo: {
            /** Format: int32 */
            fromIndex: number;
            /** Format: int32 */
            toIndex: number;
            type: string;
        };
        NullableDashboardId: components["schemas"]["DashboardId"] | null;
        NullableEntityId: components["schemas"]["EntityId"] | null;
        NullableOtaPackageId: components["schemas"]["OtaPackageId"] | null;
        NullableRuleChainId: components["schemas"]["RuleChainId"] | null;
        NullableRuleNodeId: components["schemas"]["RuleNodeId"] | null;
        NumericFilterPredicate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "NUMERIC";
            operation?: components["schemas"]["NumericOperation"];
            value?: components["schemas"]["FilterPredicateValueDouble"];
        };
        /** @enum {string} */
        NumericOperation: "EQUAL" | "NOT_EQUAL" | "GREATER" | "LESS" | "GREATER_OR_EQUAL" | "LESS_OR_EQUAL";
        OAuth2ClientInfo: {
            name?: string;
            icon?: string | null;
            url?: string;
        };
        OAuth2ClientRegistrationTemplate: {
            id?: components["schemas"]["OAuth2ClientRegistrationTemplateId"];
            /** Format: int64 */
            createdTime?: number;
            additionalInfo?: components["schemas"]["JsonNode"];
            providerId?: string;
            mapperConfig?: components["schemas"]["OAuth2MapperConfig"];
            authorizationUri?: string;
            accessTokenUri?: string;
            scope?: string[];
            userInfoUri?: string | null;
            userNameAttributeName?: string;
            jwkSetUri?: string | null;
            clientAuthenticationMethod?: string;
            comment?: string | null;
            loginButtonIcon?: string | null;
            loginButtonLabel?: string | null;
            helpLink?: string | null;
            name?: string;
        };
        OAuth2ClientRegistrationTemplateId: {
            /** Format: uuid */
            id?: string;
        };
        OAuth2DomainInfo: {
            /** @enum {string} */
            scheme?: "HTTP" | "HTTPS" | "MIXED";
            name?: string;
        };
        OAuth2Info: {
            enabled?: boolean;
            oauth2ParamsInfos?: components["schemas"]["OAuth2ParamsInfo"][];
        };
        OAuth2MapperConfig: {
            allowUserCreation?: boolean;
            activateUser?: boolean;
            /** @enum {string} */
            type?: "BASIC" | "CUSTOM" | "GITHUB" | "APPLE";
            basic?: {
                emailAttributeKey?: string | null;
                firstNameAttributeKey?: string | null;
                lastNameAttributeKey?: string | null;
                /** @enum {string} */
                tenantNameStrategy?: "DOMAIN" | "EMAIL" | "CUSTOM";
                tenantNamePattern?: string | null;
                customerNamePattern?: string | null;
                defaultDashboardName?: string | null;
                alwaysFullScreen?: boolean;
            } | null;
            custom?: {
                url?: string;
                username?: string | null;
                password?: string | null;
                sendToken?: boolean;
            } | null;
        };
        OAuth2MobileInfo: {
            pkgName?: string;
            appSecret?: string;
        };
        OAuth2ParamsInfo: {
            domainInfos?: components["schemas"]["OAuth2DomainInfo"][];
            mobileInfos?: components["schemas"]["OAuth2MobileInfo"][];
            clientRegistrations?: components["schemas"]["OAuth2RegistrationInfo"][];
        };
        OAuth2RegistrationInfo: {
            mapperConfig?: components["schemas"]["OAuth2MapperConfig"];
            clientId?: string;
            clientSecret?: string;
            authorizationUri?: string;
            accessTokenUri?: string;
            scope?: string[];
            userInfoUri?: string;
            userNameAttributeName?: string;
            jwkSetUri?: string;
            clientAuthenticationMethod?: string;
            loginButtonLabel?: string;
            loginButtonIcon?: string;
            platforms?: ("WEB" | "ANDROID" | "IOS")[];
            additionalInfo?: unknown;
        };
        ObjectAttributes: {
            /** Format: int64 */
            dim?: number;
            /** Format: int64 */
            ssid?: number;
            uri?: string;
            ver?: components["schemas"]["Version"];
            lwm2m?: components["schemas"]["LwM2mVersion"];
            /** Format: int64 */
            pmin?: number;
            /** Format: int64 */
            pmax?: number;
            /** Format: double */
            gt?: number;
            /** Format: double */
            lt?: number;
            /** Format: double */
            st?: number;
            /** Format: int64 */
            epmin?: number;
            /** Format: int64 */
            epmax?: number;
        };
        OtaPackage: components["schemas"]["OtaPackageInfo"] & {
            data?: string | null;
        };
        OtaPackageId: {
            /** @constant */
            entityType: "OTA_PACKAGE";
            /** Format: uuid */
            id: string;
        };
        OtaPackageInfo: {
            id?: components["schemas"]["OtaPackageId"];
            /** Format: int64 */
            createdTime?: number;
            additionalInfo?: unknown;
            tenantId?: components["schemas"]["TenantId"];
            deviceProfileId: components["schemas"]["DeviceProfileId"];
            type: components["schemas"]["OtaPackageType"];
            title: string;
            version: string;
            tag?: string | null;
            url?: string | null;
            hasData?: boolean;
            fileName?: string | null;
            contentType?: string | null;
            checksumAlgorithm?: components["schemas"]["ChecksumAlgorithm"] | null;
            checksum?: string | null;
            /** Format: int64 */
            dataSize?: number | null;
        };
        /** @enum {string} */
        OtaPackageType: "FIRMWARE" | "SOFTWARE";
        OtherConfiguration: {
            powerMode?: components["schemas"]["PowerMode"];
            /** Format: int64 */
            psmActivityTimer?: number;
            /** Format: int64 */
            edrxCycle?: number;
            /** Format: int64 */
            pagingTransmissionWindow?: number;
            useObject19ForOtaInfo?: boolean;
            /** Format: int32 */
            fwUpdateStrategy?: number;
            /** Format: int32 */
            swUpdateStrategy?: number;
            /** Format: int32 */
            clientOnlyObserveAfterConnect?: number;
            fwUpdateResource?: string;
            swUpdateResource?: string;
            defaultObjectIDVer?: string;
        };
        PageDataAlarmData: {
            data: components["schemas"]["AlarmData"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataAlarmInfo: {
            data: components["schemas"]["AlarmInfo"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataAsset: {
            data: components["schemas"]["Asset"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataAssetInfo: {
            data: components["schemas"]["AssetInfo"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataAuditLog: {
            data: components["schemas"]["AuditLog"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataCustomer: {
            data: components["schemas"]["Customer"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataDashboardInfo: {
            data: components["schemas"]["DashboardInfo"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataDevice: {
            data: components["schemas"]["Device"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataDeviceInfo: {
            data: components["schemas"]["DeviceInfo"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataDeviceProfile: {
            data: components["schemas"]["DeviceProfile"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataDeviceProfileInfo: {
            data: components["schemas"]["DeviceProfileInfo"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataEdge: {
            data: components["schemas"]["Edge"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataEdgeEvent: {
            data: components["schemas"]["EdgeEvent"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataEdgeInfo: {
            data: components["schemas"]["EdgeInfo"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataEntityData: {
            data: components["schemas"]["EntityData"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataEntityInfo: {
            data: components["schemas"]["EntityInfo"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataEntityVersion: {
            data: components["schemas"]["EntityVersion"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataEntityView: {
            data: components["schemas"]["EntityView"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataEntityViewInfo: {
            data: components["schemas"]["EntityViewInfo"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataEventInfo: {
            data: components["schemas"]["EventInfo"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataOtaPackageInfo: {
            data: components["schemas"]["OtaPackageInfo"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataQueue: {
            data: components["schemas"]["Queue"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataRpc: {
            data: components["schemas"]["Rpc"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataRuleChain: {
            data: components["schemas"]["RuleChain"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataTbResourceInfo: {
            data: components["schemas"]["TbResourceInfo"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataTenant: {
            data: components["schemas"]["Tenant"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataTenantInfo: {
            data: components["schemas"]["TenantInfo"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataTenantProfile: {
            data: components["schemas"]["TenantProfile"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataUser: {
            data: components["schemas"]["User"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PageDataWidgetsBundle: {
            data: components["schemas"]["WidgetsBundle"][];
            /** Format: int32 */
            totalPages: number;
            /** Format: int64 */
            totalElements: number;
            hasNext: boolean;
        };
        PlatformTwoFaSettings: {
            providers?: components["schemas"]["TwoFaProviderConfig"][];
            /** Format: int32 */
            minVerificationCodeSendPeriod?: number | null;
            verificationCodeCheckRateLimit?: string | null;
            /** Format: int32 */
            maxVerificationFailuresBeforeUserLockout?: number | null;
            /** Format: int32 */
            totalAllowedTimeForVerification?: number;
        };
        /** @enum {string} */
        PowerMode: "PSM" | "DRX" | "E_DRX";
        PowerSavingConfiguration: {
            powerMode?: components["schemas"]["PowerMode"];
            /** Format: int64 */
            psmActivityTimer?: number;
            /** Format: int64 */
            edrxCycle?: number;
            /** Format: int64 */
            pagingTransmissionWindow?: number;
        };
        /** @enum {string} */
        PrivacyProtocol: "DES" | "AES_128" | "AES_192" | "AES_256";
        ProcessingStrategy: {
            type?: components["schemas"]["ProcessingStrategyType"];
            /** Format: int32 */
            retries?: number;
            /** Format: double */
            failurePercentage?: number;
            /** Format: int64 */
            pauseBetweenRetries?: number;
            /** Format: int64 */
            maxPauseBetweenRetries?: number;
        };
        /** @enum {string} */
        ProcessingStrategyType: "SKIP_ALL_FAILURES" | "SKIP_ALL_FAILURES_AND_TIMED_OUT" | "RETRY_ALL" | "RETRY_FAILED" | "RETRY_TIMED_OUT" | "RETRY_FAILED_AND_TIMED_OUT";
        ProtoTransportPayloadConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            transportPayloadType: "PROTOBUF";
            deviceTelemetryProtoSchema?: string;
            deviceAttributesProtoSchema?: string;
            deviceRpcRequestProtoSchema?: string;
            deviceRpcResponseProtoSchema?: string;
            enableCompatibilityWithJsonPayloadFormat?: boolean;
            useJsonPayloadFormatForDefaultDownlinkTopics?: boolean;
        };
        ProvisionRequest: {
            deviceName?: string;
            provisionDeviceKey: string;
            provisionDeviceSecret: string;
            /** @enum {string} */
            credentialsType?: "ACCESS_TOKEN" | "X509_CERTIFICATE" | "MQTT_BASIC";
            token?: string;
            clientId?: string;
            username?: string;
            password?: string;
            hash?: string;
        };
        ProvisionResponse: {
            /** @enum {string} */
            status?: "SUCCESS" | "NOT_FOUND" | "FAILURE";
            credentialsType?: string;
            credentialsValue?: string;
            errorMsg?: string;
        };
        PublicLoginRequest: {
            /** Format: uuid */
            publicId: string;
        };
        Queue: {
            id?: components["schemas"]["QueueId"];
            /** Format: int64 */
            createdTime?: number;
            additionalInfo?: components["schemas"]["JsonNode"];
            tenantId?: components["schemas"]["TenantId"];
            name?: string;
            topic?: string;
            /** Format: int32 */
            pollInterval?: number;
            /** Format: int32 */
            partitions?: number;
            consumerPerPartition?: boolean;
            /** Format: int64 */
            packProcessingTimeout?: number;
            submitStrategy?: components["schemas"]["SubmitStrategy"];
            processingStrategy?: components["schemas"]["ProcessingStrategy"];
        };
        QueueId: {
            /** @constant */
            entityType: "QUEUE";
            /** Format: uuid */
            id: string;
        };
        RefreshTokenRequest: {
            refreshToken: string;
        };
        RelationEntityTypeFilter: {
            relationType?: string;
            entityTypes?: components["schemas"]["EntityType"][];
        };
        /** @enum {string} */
        RelationTypeGroup: "COMMON" | "DASHBOARD" | "RULE_CHAIN" | "RULE_NODE" | "EDGE" | "EDGE_AUTO_ASSIGN_RULE_CHAIN";
        RelationsQueryFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "relationsQuery";
            multiRoot?: boolean;
            multiRootEntitiesType?: components["schemas"]["EntityType"];
            multiRootEntityIds?: string[];
            direction?: components["schemas"]["EntitySearchDirection"];
            filters?: components["schemas"]["RelationEntityTypeFilter"][];
            /** Format: int32 */
            maxLevel?: number;
            fetchLastLevelOnly?: boolean;
            rootEntity?: components["schemas"]["EntityId"];
        };
        RelationsSearchParameters: {
            /** Format: uuid */
            rootId: string;
            rootType: components["schemas"]["EntityType"];
            direction: components["schemas"]["EntitySearchDirection"];
            relationTypeGroup?: components["schemas"]["RelationTypeGroup"];
            /** Format: int32 */
            maxLevel?: number;
            fetchLastLevelOnly?: boolean;
        };
        RepeatingAlarmConditionSpec: {
            /** @constant */
            type: "REPEATING";
            predicate?: components["schemas"]["FilterPredicateValueNumber"];
        };
        /** @enum {string} */
        RepositoryAuthMethod: "USERNAME_PASSWORD" | "PRIVATE_KEY";
        RepositorySettings: {
            repositoryUri?: string;
            authMethod?: components["schemas"]["RepositoryAuthMethod"];
            username?: string | null;
            password?: string | null;
            privateKeyFileName?: string | null;
            privateKey?: string | null;
            privateKeyPassword?: string | null;
            defaultBranch?: string;
        };
        ResetPasswordEmailRequest: {
            email: string;
        };
        ResetPasswordRequest: {
            resetToken: string;
            password: string;
        };
        /** @enum {string} */
        ResourceType: "LWM2M_MODEL" | "JKS" | "PKCS_12" | "JS_MODULE";
        Rpc: {
            id?: components["schemas"]["RpcId"];
            /** Format: int64 */
            createdTime?: number;
            tenantId?: components["schemas"]["TenantId"];
            deviceId?: components["schemas"]["DeviceId"];
            /** Format: int64 */
            expirationTime?: number;
            request?: unknown;
            response?: unknown;
            status?: components["schemas"]["RpcStatus"];
            additionalInfo?: unknown;
        };
        RpcId: {
            /** @constant */
            entityType: "RPC";
            /** Format: uuid */
            id: string;
        };
        RpcRequest: {
            method: string;
            params?: unknown;
            /** Format: int64 */
            timeout?: number;
            /** Format: int64 */
            expirationTime?: number;
            persistent?: boolean;
            /** Format: int32 */
            retries?: number;
            additionalInfo?: unknown;
            /** Format: uuid */
            requestUUID?: string;
        };
        /** @enum {string} */
        RpcStatus: "QUEUED" | "SENT" | "DELIVERED" | "SUCCESSFUL" | "TIMEOUT" | "EXPIRED" | "FAILED" | "DELETED";
        RuleChain: {
            id?: components["schemas"]["RuleChainId"];
            /** Format: int64 */
            createdTime?: number;
            additionalInfo?: unknown;
            tenantId?: components["schemas"]["TenantId"];
            name: string;
            type?: components["schemas"]["RuleChainType"];
            firstRuleNodeId?: components["schemas"]["NullableRuleNodeId"];
            root?: boolean;
            debugMode?: boolean;
            configuration?: unknown;
            externalId?: components["schemas"]["NullableEntityId"];
        };
        RuleChainConnectionInfo: {
            /** Format: int32 */
            fromIndex: number;
            targetRuleChainId: components["schemas"]["RuleChainId"];
            additionalInfo?: unknown;
            type: string;
        };
        RuleChainData: {
            ruleChains?: components["schemas"]["RuleChain"][];
            metadata?: components["schemas"]["RuleChainMetaData"][];
        };
        RuleChainDebugEventFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            eventType: "DEBUG_RULE_CHAIN";
            notEmpty?: boolean;
            server?: string;
            isError?: boolean;
            errorStr?: string;
            message?: string;
        };
        RuleChainExportData: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            entityType: "RULE_CHAIN";
            entity?: components["schemas"]["RuleChain"];
            relations?: components["schemas"]["EntityRelation"][];
            attributes?: {
                [key: string]: components["schemas"]["AttributeExportData"][];
            };
            metaData?: components["schemas"]["RuleChainMetaData"];
        };
        RuleChainId: {
            /** @constant */
            entityType: "RULE_CHAIN";
            /** Format: uuid */
            id: string;
        };
        RuleChainImportResult: {
            ruleChainId?: components["schemas"]["RuleChainId"];
            ruleChainName?: string;
            updated?: boolean;
            error?: string | null;
        };
        RuleChainMetaData: {
            ruleChainId?: components["schemas"]["RuleChainId"];
            /** Format: int32 */
            firstNodeIndex?: number | null;
            nodes?: components["schemas"]["RuleNode"][];
            connections?: components["schemas"]["NodeConnectionInfo"][] | null;
            ruleChainConnections?: components["schemas"]["RuleChainConnectionInfo"][] | null;
        };
        RuleChainOutputLabelsUsage: {
            ruleChainId?: components["schemas"]["RuleChainId"];
            ruleNodeId?: components["schemas"]["RuleNodeId"];
            ruleChainName?: string;
            ruleNodeName?: string;
            labels?: string[];
        };
        /** @enum {string} */
        RuleChainType: "CORE" | "EDGE";
        RuleNode: {
            id?: components["schemas"]["RuleNodeId"];
            /** Format: int64 */
            createdTime?: number;
            additionalInfo?: unknown;
            ruleChainId?: components["schemas"]["RuleChainId"];
            type?: string;
            name?: string;
            debugMode?: boolean;
            configuration?: unknown;
            externalId?: components["schemas"]["NullableEntityId"];
        };
        RuleNodeDebugEventFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            eventType: "DEBUG_RULE_NODE";
            notEmpty?: boolean;
            server?: string;
            isError?: boolean;
            errorStr?: string;
            /** @enum {string} */
            msgDirectionType?: "IN" | "OUT";
            entityId?: string;
            entityType?: string;
            msgId?: string;
            msgType?: string;
            relationType?: string;
            dataSearch?: string;
            metadataSearch?: string;
        };
        RuleNodeId: {
            /** @constant */
            entityType: "RULE_NODE";
            /** Format: uuid */
            id: string;
        };
        SaveDeviceWithCredentialsRequest: {
            device: components["schemas"]["Device"];
            credentials: components["schemas"]["NewDeviceCredentials"];
        };
        SaveOtaPackageInfoRequest: components["schemas"]["OtaPackageInfo"] & {
            usesUrl?: boolean;
        };
        ScriptTestRequest: {
            script: string;
            /** @enum {string} */
            scriptType: "update" | "generate" | "filter" | "switch" | "json" | "string";
            argNames?: string[];
            msg?: string;
            metadata?: {
                [key: string]: string;
            };
            msgType?: string;
        };
        ScriptTestResult: {
            output?: string;
            error?: string;
        };
        SecuritySettings: {
            passwordPolicy?: components["schemas"]["UserPasswordPolicy"];
            /** Format: int32 */
            maxFailedLoginAttempts?: number | null;
            userLockoutNotificationEmail?: string | null;
        };
        SharedAttributesSettingSnmpCommunicationConfig: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            spec: "SHARED_ATTRIBUTES_SETTING";
            mappings?: components["schemas"]["SnmpMapping"][];
        };
        ShortCustomerInfo: {
            customerId?: components["schemas"]["CustomerId"];
            title?: string;
            public?: boolean;
        };
        SimpleAlarmConditionSpec: {
            /** @constant */
            type: "SIMPLE";
        };
        SingleEntityFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "singleEntity";
            singleEntity?: components["schemas"]["EntityId"];
        };
        SingleEntityVersionCreateRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SINGLE_ENTITY";
            versionName?: string;
            branch?: string;
            entityId?: components["schemas"]["EntityId"];
            config?: components["schemas"]["VersionCreateConfig"];
        };
        SingleEntityVersionLoadRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SINGLE_ENTITY";
            versionId?: string;
            externalEntityId?: components["schemas"]["EntityId"];
            config?: components["schemas"]["VersionLoadConfig"];
        };
        /** @enum {string} */
        SmppBindType: "TX" | "RX" | "TRX";
        SmppSmsProviderConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SMPP";
            /** @enum {string} */
            protocolVersion?: "3.3" | "3.4";
            host?: string;
            /** Format: int32 */
            port?: number;
            systemId?: string;
            password?: string;
            systemType?: string;
            bindType?: components["schemas"]["SmppBindType"];
            serviceType?: string;
            sourceAddress?: string;
            /** Format: byte */
            sourceTon?: string;
            /** Format: byte */
            sourceNpi?: string;
            /** Format: byte */
            destinationTon?: string;
            /** Format: byte */
            destinationNpi?: string;
            addressRange?: string;
            /** Format: byte */
            codingScheme?: string;
        };
        SmsProviderConfiguration: components["schemas"]["AwsSnsSmsProviderConfiguration"] | components["schemas"]["TwilioSmsProviderConfiguration"] | components["schemas"]["SmppSmsProviderConfiguration"];
        SmsTwoFaAccountConfig: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            providerType: "SMS";
            useByDefault?: boolean;
            phoneNumber?: string;
        };
        SmsTwoFaProviderConfig: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            providerType: "SMS";
            /** Format: int32 */
            verificationCodeLifetime?: number;
            smsVerificationMessageTemplate?: string;
        };
        SnmpCommunicationConfig: components["schemas"]["TelemetryQueryingSnmpCommunicationConfig"] | components["schemas"]["ClientAttributesQueryingSnmpCommunicationConfig"] | components["schemas"]["SharedAttributesSettingSnmpCommunicationConfig"] | components["schemas"]["ToDeviceRpcRequestSnmpCommunicationConfig"] | components["schemas"]["ToServerRpcRequestSnmpCommunicationConfig"];
        /** @enum {string} */
        SnmpCommunicationSpec: "TELEMETRY_QUERYING" | "CLIENT_ATTRIBUTES_QUERYING" | "SHARED_ATTRIBUTES_SETTING" | "TO_DEVICE_RPC_REQUEST" | "TO_SERVER_RPC_REQUEST";
        SnmpDeviceProfileTransportConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SNMP";
            /** Format: int32 */
            timeoutMs?: number;
            /** Format: int32 */
            retries?: number;
            communicationConfigs?: components["schemas"]["SnmpCommunicationConfig"][];
        };
        SnmpDeviceTransportConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SNMP";
            host?: string;
            /** Format: int32 */
            port?: number;
            protocolVersion?: components["schemas"]["SnmpProtocolVersion"];
            community?: string;
            username?: string;
            securityName?: string;
            contextName?: string;
            authenticationProtocol?: components["schemas"]["AuthenticationProtocol"];
            authenticationPassphrase?: string;
            privacyProtocol?: components["schemas"]["PrivacyProtocol"];
            privacyPassphrase?: string;
            engineId?: string;
        };
        SnmpMapping: {
            oid?: string;
            key?: string;
            dataType?: components["schemas"]["DataType"];
        };
        /** @enum {string} */
        SnmpProtocolVersion: "V1" | "V2C" | "V3";
        SpecificTimeSchedule: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SPECIFIC_TIME";
            timezone?: string;
            daysOfWeek?: number[];
            /** Format: int64 */
            startsOn?: number;
            /** Format: int64 */
            endsOn?: number;
            dynamicValue?: components["schemas"]["DynamicValue"] | null;
        };
        StatisticsEventFilter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            eventType: "STATS";
            notEmpty?: boolean;
            server?: string;
            /** Format: int32 */
            minMessagesProcessed?: number;
            /** Format: int32 */
            maxMessagesProcessed?: number;
            /** Format: int32 */
            minErrorsOccurred?: number;
            /** Format: int32 */
            maxErrorsOccurred?: number;
        };
        StringFilterPredicate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "STRING";
            operation?: components["schemas"]["StringOperation"];
            value?: components["schemas"]["FilterPredicateValueString"];
            ignoreCase?: boolean;
        };
        /** @enum {string} */
        StringOperation: "EQUAL" | "NOT_EQUAL" | "STARTS_WITH" | "ENDS_WITH" | "CONTAINS" | "NOT_CONTAINS" | "IN" | "NOT_IN";
        StringTsValue: {
            /** Format: int64 */
            ts: number;
            value: string;
        };
        SubmitStrategy: {
            type?: components["schemas"]["SubmitStrategyType"];
            /** Format: int32 */
            batchSize?: number;
        };
        /** @enum {string} */
        SubmitStrategyType: "BURST" | "BATCH" | "SEQUENTIAL_BY_ORIGINATOR" | "SEQUENTIAL_BY_TENANT" | "SEQUENTIAL";
        /** @enum {string} */
        SyncStrategy: "MERGE" | "OVERWRITE";
        SystemInfo: {
            version?: string;
            artifact?: string;
            name?: string;
        };
        TbResource: components["schemas"]["TbResourceInfo"] & {
            data?: string;
        };
        TbResourceId: {
            /** @constant */
            entityType: "TB_RESOURCE";
            /** Format: uuid */
            id: string;
        };
        TbResourceInfo: {
            id?: components["schemas"]["TbResourceId"];
            /** Format: int64 */
            createdTime?: number;
            tenantId?: components["schemas"]["TenantId"];
            title?: string;
            resourceType?: components["schemas"]["ResourceType"];
            resourceKey?: string;
            fileName?: string;
        };
        TelemetryEntityView: {
            timeseries?: string[];
            attributes?: components["schemas"]["AttributesEntityView"];
        };
        TelemetryMappingConfiguration: {
            keyName?: {
                [key: string]: string;
            };
            observe?: string[];
            attribute?: string[];
            telemetry?: string[];
            attributeLwm2m?: {
                [key: string]: components["schemas"]["ObjectAttributes"];
            };
            initAttrTelAsObsStrategy?: boolean;
        };
        TelemetryQueryingSnmpCommunicationConfig: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            spec: "TELEMETRY_QUERYING";
            mappings?: components["schemas"]["SnmpMapping"][];
            /** Format: int64 */
            queryingFrequencyMs?: number;
        };
        /** @description Telemetry as `{key: value}`, as `{ts, values}`, or as a list of `{ts, values}`. */
        TelemetryUpload: components["schemas"]["KeyValueMap"] | components["schemas"]["TimestampedValues"] | components["schemas"]["TimestampedValues"][];
        Tenant: components["schemas"]["ContactBased"] & {
            id?: components["schemas"]["TenantId"];
            /** Format: int64 */
            createdTime?: number;
            additionalInfo?: unknown;
            title: string;
            name?: string;
            region?: string | null;
            tenantProfileId?: components["schemas"]["TenantProfileId"];
        };
        TenantId: {
            /** @constant */
            entityType: "TENANT";
            /** Format: uuid */
            id: string;
        };
        TenantInfo: components["schemas"]["Tenant"] & {
            tenantProfileName?: string;
        };
        TenantProfile: {
            id?: components["schemas"]["TenantProfileId"];
            /** Format: int64 */
            createdTime?: number;
            name?: string;
            description?: string;
            default?: boolean;
            isolatedTbRuleEngine?: boolean;
            profileData?: components["schemas"]["TenantProfileData"];
            isolatedTbCore?: boolean;
        };
        TenantProfileConfiguration: components["schemas"]["DefaultTenantProfileConfiguration"];
        TenantProfileData: {
            configuration?: components["schemas"]["TenantProfileConfiguration"];
            queueConfiguration?: components["schemas"]["TenantProfileQueueConfiguration"][] | null;
        };
        TenantProfileId: {
            /** @constant */
            entityType: "TENANT_PROFILE";
            /** Format: uuid */
            id: string;
        };
        TenantProfileQueueConfiguration: {
            name?: string;
            topic?: string;
            /** Format: int32 */
            pollInterval?: number;
            /** Format: int32 */
            partitions?: number;
            consumerPerPartition?: boolean;
            /** Format: int64 */
            packProcessingTimeout?: number;
            submitStrategy?: components["schemas"]["SubmitStrategy"];
            processingStrategy?: components["schemas"]["ProcessingStrategy"];
            additionalInfo?: components["schemas"]["JsonNode"];
        };
        TestSmsRequest: {
            providerConfiguration?: components["schemas"]["SmsProviderConfiguration"];
            numberTo?: string;
            message?: string;
        };
        /** @enum {string} */
        TimeUnit: "NANOSECONDS" | "MICROSECONDS" | "MILLISECONDS" | "SECONDS" | "MINUTES" | "HOURS" | "DAYS";
        /** @description Values per key, each a list of `{ts, value}`; values are strings unless `useStrictDataTypes` is true. */
        TimeseriesData: {
            [key: string]: components["schemas"]["TsValue"][];
        };
        TimestampedValues: {
            /** Format: int64 */
            ts: number;
            values: components["schemas"]["KeyValueMap"];
        };
        ToDeviceRpcRequestSnmpCommunicationConfig: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            spec: "TO_DEVICE_RPC_REQUEST";
            mappings?: components["schemas"]["SnmpMapping"][];
        };
        ToServerRpcRequestSnmpCommunicationConfig: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            spec: "TO_SERVER_RPC_REQUEST";
            mappings?: components["schemas"]["SnmpMapping"][];
        };
        TotpTwoFaAccountConfig: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            providerType: "TOTP";
            useByDefault?: boolean;
            authUrl?: string;
        };
        TotpTwoFaProviderConfig: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            providerType: "TOTP";
            issuerName?: string;
        };
        TransportPayloadTypeConfiguration: components["schemas"]["JsonTransportPayloadConfiguration"] | components["schemas"]["ProtoTransportPayloadConfiguration"];
        TsValue: {
            /** Format: int64 */
            ts: number;
            value: unknown;
        };
        TwilioSmsProviderConfiguration: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TWILIO";
            accountSid?: string;
            accountToken?: string;
            numberFrom?: string;
        };
        TwoFaAccountConfig: components["schemas"]["TotpTwoFaAccountConfig"] | components["schemas"]["SmsTwoFaAccountConfig"] | components["schemas"]["EmailTwoFaAccountConfig"] | components["schemas"]["BackupCodeTwoFaAccountConfig"];
        TwoFaAccountConfigUpdateRequest: {
            useByDefault?: boolean;
        };
        TwoFaProviderConfig: components["schemas"]["TotpTwoFaProviderConfig"] | components["schemas"]["SmsTwoFaProviderConfig"] | components["schemas"]["EmailTwoFaProviderConfig"] | components["schemas"]["BackupCodeTwoFaProviderConfig"];
        /** @description A two-factor provider offered at login; the JSON name of the default flag is `default`. */
        TwoFaProviderInfo: {
            type: components["schemas"]["TwoFaProviderType"];
            default?: boolean;
            contact?: string | null;
            /** Format: int32 */
            minVerificationCodeSendPeriod?: number;
        };
        /** @enum {string} */
        TwoFaProviderType: "TOTP" | "SMS" | "EMAIL" | "BACKUP_CODE";
        UpdateMessage: {
            message?: string;
            updateAvailable?: boolean;
        };
        /** @description A user; `name` is a read-only copy of `email`. */
        User: {
            id?: components["schemas"]["UserId"];
            /** Format: int64 */
            createdTime?: number;
            additionalInfo?: unknown;
            tenantId?: components["schemas"]["TenantId"];
            customerId?: components["schemas"]["CustomerId"];
            email: string;
            name?: string;
            authority: components["schemas"]["Authority"];
            firstName?: string | null;
            lastName?: string | null;
        };
        UserId: {
            /** @constant */
            entityType: "USER";
            /** Format: uuid */
            id: string;
        };
        UserPasswordPolicy: {
            /** Format: int32 */
            minimumLength?: number | null;
            /** Format: int32 */
            minimumUppercaseLetters?: number | null;
            /** Format: int32 */
            minimumLowercaseLetters?: number | null;
            /** Format: int32 */
            minimumDigits?: number | null;
            /** Format: int32 */
            minimumSpecialCharacters?: number | null;
            allowWhitespaces?: boolean | null;
            /** Format: int32 */
            passwordExpirationPeriodDays?: number | null;
            /** Format: int32 */
            passwordReuseFrequencyDays?: number | null;
        };
        /** @description Identifier of a record that is not an entity: only the UUID. */
        UuidId: {
            /** Format: uuid */
            id: string;
        };
        Version: unknown;
        VersionCreateConfig: {
            saveRelations?: boolean;
            saveAttributes?: boolean;
            saveCredentials?: boolean;
        };
        VersionCreateRequest: components["schemas"]["SingleEntityVersionCreateRequest"] | components["schemas"]["ComplexVersionCreateRequest"];
        /** @enum {string} */
        VersionCreateRequestType: "SINGLE_ENTITY" | "COMPLEX";
        VersionCreationResult: {
            version?: components["schemas"]["EntityVersion"] | null;
            /** Format: int32 */
            added?: number;
            /** Format: int32 */
            modified?: number;
            /** Format: int32 */
            removed?: number;
            error?: string | null;
            done?: boolean;
        };
        VersionLoadConfig: {
            loadRelations?: boolean;
            loadAttributes?: boolean;
            loadCredentials?: boolean;
        };
        VersionLoadRequest: components["schemas"]["SingleEntityVersionLoadRequest"] | components["schemas"]["EntityTypeVersionLoadRequest"];
        /** @enum {string} */
        VersionLoadRequestType: "SINGLE_ENTITY" | "ENTITY_TYPE";
        VersionLoadResult: {
            result?: components["schemas"]["EntityTypeLoadResult"][];
            error?: components["schemas"]["EntityLoadError"];
            done?: boolean;
        };
        VersionedEntityInfo: {
            externalId?: components["schemas"]["EntityId"];
        };
        /** @enum {string} */
        WidgetKind: "timeseries" | "latest" | "rpc" | "alarm" | "static";
        WidgetType: {
            id?: components["schemas"]["WidgetTypeId"];
            /** Format: int64 */
            createdTime?: number;
            tenantId?: components["schemas"]["TenantId"];
            bundleAlias: string;
            alias?: string;
            name: string;
            descriptor: components["schemas"]["WidgetTypeDescriptor"];
        };
        /** @description `settingsSchema`, `dataKeySettingsSchema`, `latestDataKeySettingsSchema` and `defaultConfig` are JSON text, not objects; `sizeX` may be fractional. */
        WidgetTypeDescriptor: {
            type?: components["schemas"]["WidgetKind"];
            sizeX?: number;
            sizeY?: number;
            resources?: {
                url: string;
                isModule?: boolean;
            }[];
            templateHtml?: string;
            templateCss?: string;
            controllerScript?: string;
            settingsSchema?: string;
            dataKeySettingsSchema?: string;
            latestDataKeySettingsSchema?: string;
            settingsDirective?: string;
            dataKeySettingsDirective?: string;
            latestDataKeySettingsDirective?: string;
            defaultConfig?: string;
        } & {
            [key: string]: unknown;
        };
        WidgetTypeDetails: components["schemas"]["WidgetType"] & {
            image?: string | null;
            description?: string | null;
        };
        WidgetTypeId: {
            /** @constant */
            entityType: "WIDGET_TYPE";
            /** Format: uuid */
            id: string;
        };
        WidgetTypeInfo: {
            id?: components["schemas"]["WidgetTypeId"];
            /** Format: int64 */
            createdTime?: number;
            tenantId?: components["schemas"]["TenantId"];
            bundleAlias?: string;
            alias?: string;
            name?: string;
            image?: string | null;
            description?: string | null;
            widgetType?: components["schemas"]["WidgetKind"];
        };
        /** @description A widgets bundle; system bundles carry the null tenant id. */
        WidgetsBundle: {
            id?: components["schemas"]["WidgetsBundleId"];
            /** Format: int64 */
            createdTime?: number;
            tenantId?: components["schemas"]["TenantId"];
            alias?: string;
            title: string;
            image?: string | null;
            description?: string | null;
            externalId?: components["schemas"]["NullableEntityId"];
        };
        WidgetsBundleExportData: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            entityType: "WIDGETS_BUNDLE";
            entity?: components["schemas"]["WidgetsBundle"];
            relations?: components["schemas"]["EntityRelation"][];
            attributes?: {
                [key: string]: components["schemas"]["AttributeExportData"][];
            };
            widgets?: components["schemas"]["JsonNode"][];
        };
        WidgetsBundleId: {
            /** @constant */
            entityType: "WIDGETS_BUNDLE";
            /** Format: uuid */
            id: string;
        };
    };
    responses: {
        /** @description Error with the standard JSON error body. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Error whose body is a plain-text message or empty. */
        TextError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    updateTwoFaAccountConfig: {
        parameters: {
            query: {
                providerType: components["schemas"]["TwoFaProviderType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFaAccountConfigUpdateRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountTwoFaSettings"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    verifyAndSaveTwoFaAccountConfig: {
        parameters: {
            query?: {
                verificationCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFaAccountConfig"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountTwoFaSettings"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteTwoFaAccountConfig: {
        parameters: {
            query: {
                providerType: components["schemas"]["TwoFaProviderType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountTwoFaSettings"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    generateTwoFaAccountConfig: {
        parameters: {
            query: {
                providerType: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFaAccountConfig"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    submitTwoFaAccountConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFaAccountConfig"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAccountTwoFaSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountTwoFaSettings"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAvailableTwoFaProvidersOfTwoFactorAuthConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFaProviderType"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getPlatformTwoFaSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformTwoFaSettings"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    savePlatformTwoFaSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformTwoFaSettings"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformTwoFaSettings"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAutoCommitSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoCommitSettings"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveAutoCommitSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoCommitSettings"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoCommitSettings"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteAutoCommitSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    autoCommitSettingsExists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getRepositorySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RepositorySettings"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveRepositorySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RepositorySettings"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RepositorySettings"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteRepositorySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    checkRepositoryAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RepositorySettings"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    repositorySettingsExists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getSecuritySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecuritySettings"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveSecuritySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecuritySettings"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecuritySettings"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveAdminSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSettings"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSettings"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    sendTestMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSettings"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    sendTestSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestSmsRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAdminSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSettings"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    checkUpdates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateMessage"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveAlarm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Alarm"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Alarm"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getHighestAlarmSeverity: {
        parameters: {
            query?: {
                searchStatus?: "ANY" | "ACTIVE" | "CLEARED" | "ACK" | "UNACK";
                status?: "ACTIVE_UNACK" | "ACTIVE_ACK" | "CLEARED_UNACK" | "CLEARED_ACK";
            };
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmSeverity"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAlarmInfoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                alarmId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAlarmById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                alarmId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Alarm"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteAlarm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                alarmId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    ackAlarm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                alarmId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    clearAlarm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                alarmId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAlarms: {
        parameters: {
            query: {
                searchStatus?: "ANY" | "ACTIVE" | "CLEARED" | "ACK" | "UNACK";
                status?: "ACTIVE_UNACK" | "ACTIVE_ACK" | "CLEARED_UNACK" | "CLEARED_ACK";
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
                startTime?: number;
                endTime?: number;
                fetchOriginator?: boolean;
            };
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataAlarmInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAllAlarms: {
        parameters: {
            query: {
                searchStatus?: "ANY" | "ACTIVE" | "CLEARED" | "ACK" | "UNACK";
                status?: "ACTIVE_UNACK" | "ACTIVE_ACK" | "CLEARED_UNACK" | "CLEARED_ACK";
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
                startTime?: number;
                endTime?: number;
                fetchOriginator?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataAlarmInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    findAlarmDataByQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmDataQuery"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataAlarmData"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveAsset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Asset"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    processAssetsBulkImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkImportRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkImportResultAsset"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAssetInfoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAssetTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntitySubtype"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAssetById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAssetsByIds: {
        parameters: {
            query: {
                assetIds: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    findByQueryOfAsset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetSearchQuery"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAuditLogs: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
                startTime?: number;
                endTime?: number;
                actionTypes?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataAuditLog"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAuditLogsByCustomerId: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
                startTime?: number;
                endTime?: number;
                actionTypes?: string;
            };
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataAuditLog"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAuditLogsByEntityId: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
                startTime?: number;
                endTime?: number;
                actionTypes?: string;
            };
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataAuditLog"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAuditLogsByUserId: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
                startTime?: number;
                endTime?: number;
                actionTypes?: string;
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataAuditLog"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAvailableTwoFaProvidersOfTwoFactorAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFaProviderInfo"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    checkTwoFaVerificationCode: {
        parameters: {
            query: {
                providerType: components["schemas"]["TwoFaProviderType"];
                verificationCode: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JwtPair"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    requestTwoFaVerificationCode: {
        parameters: {
            query: {
                providerType: components["schemas"]["TwoFaProviderType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JwtPair"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    RestLoginProcessingFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JwtPair"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    RestPublicLoginProcessingFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublicLoginRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JwtPair"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    RefreshTokenProcessingFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshTokenRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JwtPair"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getComponentDescriptorByClazz: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                componentDescriptorClazz: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComponentDescriptor"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getComponentDescriptorsByTypes: {
        parameters: {
            query: {
                componentTypes: string[];
                ruleChainType?: "CORE" | "EDGE";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComponentDescriptor"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getComponentDescriptorsByType: {
        parameters: {
            query?: {
                ruleChainType?: "CORE" | "EDGE";
            };
            header?: never;
            path: {
                componentType: "ENRICHMENT" | "FILTER" | "TRANSFORMATION" | "ACTION" | "EXTERNAL";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComponentDescriptor"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Customer"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    unassignAssetFromCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    unassignDeviceFromCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    claimDeviceOfDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceName: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ClaimRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimResult"];
                };
            };
            /** @description The claim failed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimResult"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    reClaimDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    unassignEdgeFromCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edgeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Edge"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    unassignEntityViewFromCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityViewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityView"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    assignAssetToPublicCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    assignDashboardToPublicCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dashboardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    unassignDashboardFromPublicCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dashboardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    assignDeviceToPublicCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    assignEdgeToPublicCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edgeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Edge"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    assignEntityViewToPublicCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityViewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityView"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getCustomerById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    assignAssetToCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getCustomerAssetInfos: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                type?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataAssetInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getCustomerAssets: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                type?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataAsset"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    assignDashboardToCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
                dashboardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    unassignDashboardFromCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
                dashboardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getCustomerDashboards: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                mobile?: boolean;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataDashboardInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    assignDeviceToCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getCustomerDeviceInfos: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                type?: string;
                deviceProfileId?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataDeviceInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getCustomerDevices: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                type?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataDevice"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    assignEdgeToCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
                edgeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Edge"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getCustomerEdgeInfos: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                type?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataEdgeInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getCustomerEdges: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                type?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataEdge"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    assignEntityViewToCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
                entityViewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityView"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getCustomerEntityViewInfos: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                type?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataEntityViewInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getCustomerEntityViews: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                type?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataEntityView"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getShortCustomerInfoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerShortInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getCustomerTitleById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getCustomerUsers: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataUser"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getCustomers: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataCustomer"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Dashboard"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getHomeDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HomeDashboard"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getHomeDashboardInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HomeDashboardInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getDashboardInfoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dashboardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getMaxDatapointsLimit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": number;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getServerTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": number;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getDashboardById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dashboardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dashboardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    updateDashboardCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dashboardId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": string[];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    addDashboardCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dashboardId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string[];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    removeDashboardCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dashboardId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string[];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveDevice: {
        parameters: {
            query?: {
                accessToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Device"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveDeviceWithCredentialsOfDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveDeviceWithCredentialsRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    processDevicesBulkImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkImportRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkImportResultDevice"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    updateDeviceCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceCredentials"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceCredentials"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getDeviceInfoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getDeviceTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntitySubtype"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getDeviceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getDeviceCredentialsByDeviceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceCredentials"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveDeviceProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceProfile"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceProfile"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAttributesKeys: {
        parameters: {
            query?: {
                deviceProfileId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTimeseriesKeysOfDeviceProfile: {
        parameters: {
            query?: {
                deviceProfileId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getDeviceProfileById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceProfileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceProfile"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteDeviceProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceProfileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    setDefaultDeviceProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceProfileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceProfile"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getDefaultDeviceProfileInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceProfileInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getDeviceProfileInfoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceProfileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceProfileInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getDeviceProfileInfos: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
                transportType?: "DEFAULT" | "MQTT" | "COAP" | "LWM2M" | "SNMP";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataDeviceProfileInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getDeviceProfiles: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataDeviceProfile"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getDevicesByIds: {
        parameters: {
            query: {
                deviceIds: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    findByQueryOfDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceSearchQuery"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    countByDeviceProfileAndEmptyOtaPackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                otaPackageType: "FIRMWARE" | "SOFTWARE";
                deviceProfileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": number;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveEdge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Edge"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Edge"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    processEdgesBulkImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkImportRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkImportResultEdge"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getEdgeInfoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edgeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EdgeInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    findMissingToRelatedRuleChains: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edgeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    syncEdge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edgeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getEdgeTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntitySubtype"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getEdgeById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edgeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Edge"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteEdge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edgeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    assignAssetToEdge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edgeId: string;
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    unassignAssetFromEdge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edgeId: string;
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getEdgeAssets: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                type?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
                startTime?: number;
                endTime?: number;
            };
            header?: never;
            path: {
                edgeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataAsset"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    assignDashboardToEdge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edgeId: string;
                dashboardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    unassignDashboardFromEdge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edgeId: string;
                dashboardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getEdgeDashboards: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                edgeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataDashboardInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    assignDeviceToEdge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edgeId: string;
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    unassignDeviceFromEdge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edgeId: string;
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getEdgeDevices: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                type?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
                startTime?: number;
                endTime?: number;
            };
            header?: never;
            path: {
                edgeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataDevice"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    assignEntityViewToEdge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edgeId: string;
                entityViewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityView"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    unassignEntityViewFromEdge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edgeId: string;
                entityViewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityView"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getEdgeEntityViews: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                type?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: string;
                startTime?: number;
                endTime?: number;
            };
            header?: never;
            path: {
                edgeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataEntityView"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getEdgeEvents: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
                startTime?: number;
                endTime?: number;
            };
            header?: never;
            path: {
                edgeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataEdgeEvent"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    assignRuleChainToEdge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edgeId: string;
                ruleChainId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleChain"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    unassignRuleChainFromEdge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edgeId: string;
                ruleChainId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleChain"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getEdgeRuleChains: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                edgeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataRuleChain"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    setEdgeRootRuleChain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                edgeId: string;
                ruleChainId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Edge"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getEdgesByIdsOrGetEdges: {
        parameters: {
            query?: {
                edgeIds?: string[];
                pageSize?: number;
                page?: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Edge"][] | components["schemas"]["PageDataEdge"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    findByQueryOfEdge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EdgeSearchQuery"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Edge"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    isEdgesSupportEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    listBranches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BranchInfo"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    compareEntityDataToVersion: {
        parameters: {
            query: {
                versionId: string;
            };
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                internalEntityUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityDataDiff"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    loadEntitiesVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VersionLoadRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    listEntitiesAtVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                versionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionedEntityInfo"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getVersionLoadRequestStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionLoadResult"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    listAllEntitiesAtVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                versionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionedEntityInfo"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getEntityDataInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                versionId: string;
                entityType: components["schemas"]["EntityType"];
                externalEntityUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityDataInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    listVersions: {
        parameters: {
            query: {
                branch: string;
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataEntityVersion"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveEntitiesVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VersionCreateRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    listEntityTypeVersions: {
        parameters: {
            query: {
                branch: string;
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataEntityVersion"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    listEntityVersions: {
        parameters: {
            query: {
                branch: string;
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                externalEntityUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataEntityVersion"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getVersionCreateRequestStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionCreationResult"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    countEntitiesByQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EntityCountQuery"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": number;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    findEntityDataByQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EntityDataQuery"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataEntityData"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    findEntityTimeseriesAndAttributesKeysByQuery: {
        parameters: {
            query: {
                timeseries: boolean;
                attributes: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EntityDataQuery"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityKeysResult"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveEntityView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EntityView"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityView"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getEntityViewInfoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityViewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityViewInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getEntityViewTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntitySubtype"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getEntityViewById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityViewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityView"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteEntityView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityViewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    findByQueryOfEntityView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EntityViewSearchQuery"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityView"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getEvents: {
        parameters: {
            query: {
                tenantId: string;
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: string;
                startTime?: number;
                endTime?: number;
            };
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataEventInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getEventsByFilter: {
        parameters: {
            query: {
                tenantId: string;
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
                startTime?: number;
                endTime?: number;
            };
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventFilter"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataEventInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    clearEvents: {
        parameters: {
            query?: {
                startTime?: number;
                endTime?: number;
            };
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventFilter"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getEventsByType: {
        parameters: {
            query: {
                tenantId: string;
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
                startTime?: number;
                endTime?: number;
            };
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
                eventType: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataEventInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveDeviceWithCredentialsOfLwm2m: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getLwm2mBootstrapSecurityInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                isBootstrapServer: boolean;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LwM2MServerSecurityConfigDefault"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    checkActivateToken: {
        parameters: {
            query: {
                activateToken: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Redirect to the console page. */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown or used token. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    activateUser: {
        parameters: {
            query?: {
                sendActivationMail?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivateUserRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JwtPair"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getOAuth2Clients: {
        parameters: {
            query?: {
                pkgName?: string;
                platform?: "WEB" | "ANDROID" | "IOS";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuth2ClientInfo"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    checkResetToken: {
        parameters: {
            query: {
                resetToken: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Redirect to the console page. */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown or used token. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JwtPair"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    requestResetPasswordByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordEmailRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getUserPasswordPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPasswordPolicy"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getCurrentOAuth2Info: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuth2Info"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveOAuth2Info: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OAuth2Info"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuth2Info"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClientRegistrationTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuth2ClientRegistrationTemplate"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveClientRegistrationTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OAuth2ClientRegistrationTemplate"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuth2ClientRegistrationTemplate"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteClientRegistrationTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientRegistrationTemplateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getLoginProcessingUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveOtaPackageInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveOtaPackageInfoRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtaPackageInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getOtaPackageInfoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                otaPackageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtaPackageInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getOtaPackageById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                otaPackageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtaPackage"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveOtaPackageData: {
        parameters: {
            query: {
                checksum?: string;
                checksumAlgorithm: "MD5" | "SHA256" | "SHA384" | "SHA512" | "CRC32" | "MURMUR3_32" | "MURMUR3_128";
            };
            header?: never;
            path: {
                otaPackageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtaPackageInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteOtaPackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                otaPackageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    downloadOtaPackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                otaPackageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getOtaPackages: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataOtaPackageInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getOtaPackagesByDeviceProfileAndType: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                deviceProfileId: string;
                type: "FIRMWARE" | "SOFTWARE";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataOtaPackageInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    handleOneWayDeviceRPCRequestOfRpcV1: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RpcRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    handleTwoWayDeviceRPCRequestOfRpcV1: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RpcRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    saveDeviceAttributes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
                scope: "SERVER_SCOPE" | "SHARED_SCOPE";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeyValueMap"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    deleteDeviceAttributes: {
        parameters: {
            query: {
                keys: string;
            };
            header?: never;
            path: {
                deviceId: string;
                scope: "SERVER_SCOPE" | "SHARED_SCOPE" | "CLIENT_SCOPE";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    saveEntityAttributesV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
                scope: "SERVER_SCOPE" | "SHARED_SCOPE";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeyValueMap"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    getAttributeKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    getAttributeKeysByScope: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
                scope: "SERVER_SCOPE" | "SHARED_SCOPE" | "CLIENT_SCOPE";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    getTimeseriesKeysOfTelemetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    deleteEntityTimeseries: {
        parameters: {
            query: {
                keys: string;
                deleteAllDataForKeys?: boolean;
                startTs?: number;
                endTs?: number;
                rewriteLatestIfDeleted?: boolean;
            };
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    saveEntityTelemetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
                scope: "ANY";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TelemetryUpload"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    saveEntityTelemetryWithTTL: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
                scope: "ANY";
                ttl: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TelemetryUpload"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    getAttributes: {
        parameters: {
            query?: {
                keys?: string;
            };
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttributeKv"][];
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    getAttributesByScope: {
        parameters: {
            query?: {
                keys?: string;
            };
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
                scope: "SERVER_SCOPE" | "SHARED_SCOPE" | "CLIENT_SCOPE";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttributeKv"][];
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    getLatestTimeseriesOrGetTimeseries: {
        parameters: {
            query?: {
                keys?: string;
                useStrictDataTypes?: boolean;
                startTs?: number;
                endTs?: number;
                interval?: number;
                limit?: number;
                agg?: "NONE" | "AVG" | "MIN" | "MAX" | "SUM" | "COUNT";
                orderBy?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeseriesData"];
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    saveEntityAttributesV1: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
                scope: "SERVER_SCOPE" | "SHARED_SCOPE";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeyValueMap"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    deleteEntityAttributes: {
        parameters: {
            query: {
                keys: string;
            };
            header?: never;
            path: {
                entityType: components["schemas"]["EntityType"];
                entityId: string;
                scope: "SERVER_SCOPE" | "SHARED_SCOPE" | "CLIENT_SCOPE";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    getTenantQueuesByServiceType: {
        parameters: {
            query: {
                serviceType: string;
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataQueue"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveQueue: {
        parameters: {
            query: {
                serviceType: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Queue"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Queue"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getQueueByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queueName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Queue"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getQueueById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queueId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Queue"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteQueue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queueId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getRelation: {
        parameters: {
            query: {
                fromId: string;
                fromType: string;
                relationType: string;
                relationTypeGroup?: string;
                toId: string;
                toType: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityRelation"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveRelation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EntityRelation"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteRelation: {
        parameters: {
            query: {
                fromId: string;
                fromType: string;
                relationType: string;
                relationTypeGroup?: string;
                toId: string;
                toType: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    findByFromOrFindByTo: {
        parameters: {
            query?: {
                fromId?: string;
                fromType?: string;
                relationTypeGroup?: string;
                relationType?: string;
                toId?: string;
                toType?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityRelation"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    findByQueryOfEntityRelation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EntityRelationsQuery"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityRelation"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteRelations: {
        parameters: {
            query: {
                entityId: string;
                entityType: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    findInfoByFromOrFindInfoByTo: {
        parameters: {
            query?: {
                fromId?: string;
                fromType?: string;
                relationTypeGroup?: string;
                toId?: string;
                toType?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityRelationInfo"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    findInfoByQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EntityRelationsQuery"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityRelationInfo"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getResources: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataTbResourceInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveResource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TbResource"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TbResource"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getResourceInfoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TbResourceInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getLwm2mListObjects: {
        parameters: {
            query: {
                sortOrder: "ASC" | "DESC";
                sortProperty: string;
                objectIds?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LwM2mObject"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getLwm2mListObjectsPage: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LwM2mObject"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getResourceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TbResource"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteResource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    downloadResource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    handleOneWayDeviceRPCRequestOfRpcV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RpcRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    getPersistedRpcByDevice: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                rpcStatus?: "QUEUED" | "SENT" | "DELIVERED" | "SUCCESSFUL" | "TIMEOUT" | "EXPIRED" | "FAILED";
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataRpc"];
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    getPersistedRpc: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rpcId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rpc"];
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    deleteRpc: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rpcId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    handleTwoWayDeviceRPCRequestOfRpcV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RpcRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    saveRuleChain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RuleChain"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleChain"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAutoAssignToEdgeRuleChains: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleChain"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveDeviceDefaultRuleChain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DefaultRuleChainCreateRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleChain"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveRuleChainMetaData: {
        parameters: {
            query?: {
                updateRelated?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RuleChainMetaData"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleChainMetaData"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    testScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScriptTestRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScriptTestResult"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getRuleChainById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleChainId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleChain"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteRuleChain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleChainId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    setAutoAssignToEdgeRuleChain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleChainId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleChain"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    unsetAutoAssignToEdgeRuleChain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleChainId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleChain"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    setEdgeTemplateRootRuleChain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleChainId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleChain"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getRuleChainMetaData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleChainId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleChainMetaData"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getRuleChainOutputLabels: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleChainId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getRuleChainOutputLabelsUsage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleChainId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleChainOutputLabelsUsage"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    setRootRuleChain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleChainId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleChain"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getRuleChains: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                type?: "CORE" | "EDGE";
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataRuleChain"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    exportRuleChains: {
        parameters: {
            query: {
                limit: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleChainData"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    importRuleChains: {
        parameters: {
            query?: {
                overwrite?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RuleChainData"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleChainImportResult"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getLatestRuleNodeDebugInput: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleNodeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonNode"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getSystemVersionInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tenant"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantAssetInfos: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                type?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataAssetInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantAssetOrGetTenantAssets: {
        parameters: {
            query?: {
                assetName?: string;
                pageSize?: number;
                page?: number;
                type?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"] | components["schemas"]["PageDataAsset"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantCustomer: {
        parameters: {
            query: {
                customerTitle: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantHomeDashboardInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HomeDashboardInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    setTenantHomeDashboardInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HomeDashboardInfo"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantDashboards: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                mobile?: boolean;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataDashboardInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantDeviceInfos: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                type?: string;
                deviceProfileId?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataDeviceInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantDeviceOrGetTenantDevices: {
        parameters: {
            query?: {
                deviceName?: string;
                pageSize?: number;
                page?: number;
                type?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"] | components["schemas"]["PageDataDevice"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantEdgeInfos: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                type?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataEdgeInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantEdgeOrGetTenantEdges: {
        parameters: {
            query?: {
                edgeName?: string;
                pageSize?: number;
                page?: number;
                type?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Edge"] | components["schemas"]["PageDataEdge"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantEntityViewInfos: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                type?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataEntityViewInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantEntityViewOrGetTenantEntityViews: {
        parameters: {
            query?: {
                entityViewName?: string;
                pageSize?: number;
                page?: number;
                type?: string;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityView"] | components["schemas"]["PageDataEntityView"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantInfoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantDashboardsByTenantId: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataDashboardInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    assignDeviceToTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantAdmins: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataUser"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantInfos: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataTenantInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveTenantProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TenantProfile"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantProfile"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantProfileById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantProfileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantProfile"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteTenantProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantProfileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    setDefaultTenantProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantProfileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantProfile"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getDefaultTenantProfileInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantProfileInfoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantProfileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantProfileInfos: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataEntityInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenantProfiles: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataTenantProfile"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTenants: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataTenant"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getHelpBaseUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveUser: {
        parameters: {
            query?: {
                sendActivationMail?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["User"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    sendActivationEmail: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    isUserTokenAccessEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getUserById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getActivationLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getUserToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JwtPair"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    setUserCredentialsEnabled: {
        parameters: {
            query?: {
                userCredentialsEnabled?: boolean;
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getUsers: {
        parameters: {
            query: {
                pageSize: number;
                page: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDataUser"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    provisionDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProvisionRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProvisionResponse"];
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    getDeviceAttributes: {
        parameters: {
            query?: {
                clientKeys?: string;
                sharedKeys?: string;
            };
            header?: never;
            path: {
                deviceToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceAttributes"];
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    postDeviceAttributes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceToken: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeyValueMap"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    subscribeToAttributes: {
        parameters: {
            query?: {
                timeout?: number;
            };
            header?: never;
            path: {
                deviceToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyValueMap"];
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    claimDeviceOfDeviceApi: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceToken: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DeviceClaimRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    getFirmware: {
        parameters: {
            query: {
                title: string;
                version: string;
                size?: number;
                chunk?: number;
            };
            header?: never;
            path: {
                deviceToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    subscribeToCommands: {
        parameters: {
            query?: {
                timeout?: number;
            };
            header?: never;
            path: {
                deviceToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceRpcCommand"];
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    postRpcRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceToken: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RpcRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    replyToCommand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceToken: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    getSoftware: {
        parameters: {
            query: {
                title: string;
                version: string;
                size?: number;
                chunk?: number;
            };
            header?: never;
            path: {
                deviceToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    postTelemetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceToken: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TelemetryUpload"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["TextError"];
            "5XX": components["responses"]["TextError"];
        };
    };
    getWidgetType: {
        parameters: {
            query: {
                isSystem: boolean;
                bundleAlias: string;
                alias: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetType"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveWidgetType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetTypeDetails"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetTypeDetails"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getWidgetTypeById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                widgetTypeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetTypeDetails"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteWidgetType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                widgetTypeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getBundleWidgetTypes: {
        parameters: {
            query: {
                isSystem: boolean;
                bundleAlias: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetType"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getBundleWidgetTypesDetails: {
        parameters: {
            query: {
                isSystem: boolean;
                bundleAlias: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetTypeDetails"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getBundleWidgetTypesInfos: {
        parameters: {
            query: {
                isSystem: boolean;
                bundleAlias: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetTypeInfo"][];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    saveWidgetsBundle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetsBundle"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetsBundle"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getWidgetsBundleById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                widgetsBundleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetsBundle"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteWidgetsBundle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                widgetsBundleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getWidgetsBundles: {
        parameters: {
            query?: {
                pageSize?: number;
                page?: number;
                textSearch?: string;
                sortProperty?: string;
                sortOrder?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetsBundle"][] | components["schemas"]["PageDataWidgetsBundle"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
}
